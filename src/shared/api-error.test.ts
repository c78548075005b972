import { describe, expect, it } from "vitest";
import { ApiError, apiErrorOf, readableMessage } from "./api-error.ts";

describe("ApiError: the browser's failure of any non-OK answer", () => {
  it("reads '<status>: <response text>'", () => {
    const error = new ApiError(400, '{"error":"Invalid body"}', "Bad Request");
    expect(error.message).toBe('400: {"error":"Invalid body"}');
    expect(error.status).toBe(400);
    expect(error.body).toBe('{"error":"Invalid body"}');
    expect(error).toBeInstanceOf(Error);
  });

  it("falls back to the status text when the body is empty", () => {
    expect(new ApiError(503, "", "Service Unavailable").message).toBe("503: Service Unavailable");
  });

  it("gives the server's own wording only for a JSON body with a string error field", () => {
    expect(new ApiError(429, '{"error":"Slow down"}').serverMessage).toBe("Slow down");
    expect(new ApiError(400, '{"error":{"code":1}}').serverMessage).toBeNull();
    expect(new ApiError(500, "Internal Server Error").serverMessage).toBeNull();
    expect(new ApiError(500, "null").serverMessage).toBeNull();
  });
});

describe("apiErrorOf", () => {
  it("finds the answer behind a named failure", () => {
    const answer = new ApiError(429, '{"error":"Slow down"}');
    const named = new Error("Failed to like article", { cause: answer });
    expect(apiErrorOf(named)).toBe(answer);
    expect(apiErrorOf(answer)).toBe(answer);
  });

  it("is null for errors without an answer, and stops on a cause that loops", () => {
    expect(apiErrorOf(new TypeError("Failed to fetch"))).toBeNull();
    expect(apiErrorOf("401: text")).toBeNull();
    const looped = new Error("a");
    looped.cause = looped;
    expect(apiErrorOf(looped)).toBeNull();
  });
});

describe("readableMessage", () => {
  it("reads the error field of a JSON answer", () => {
    expect(readableMessage(new ApiError(400, '{"error":"Invalid body","details":[]}'))).toBe(
      "400: Invalid body",
    );
  });

  it("leaves other messages as they are", () => {
    expect(readableMessage(new ApiError(500, "", "Internal Server Error"))).toBe(
      "500: Internal Server Error",
    );
    expect(readableMessage(new ApiError(400, "{not json}"))).toBe("400: {not json}");
    expect(readableMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });
});
