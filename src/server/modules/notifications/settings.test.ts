import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { notificationSettings, parseMailbox } from "./settings.ts";

describe("notification settings", () => {
  it("e-mail the contact address, from the site's name there, unless told otherwise", () => {
    const settings = notificationSettings(loadConfig({ CONTACT_EMAIL: "hello@shop.example" }));
    expect(settings).toEqual({
      smtpUrl: null,
      to: ["hello@shop.example"],
      from: { name: "Real Access website", address: "hello@shop.example" },
      mode: "immediate",
      digestHour: 8,
      siteUrl: "http://localhost:3000",
    });
  });

  it("read a From with or without a name", () => {
    expect(parseMailbox("Real Access <notices@shop.example>")).toEqual({
      name: "Real Access",
      address: "notices@shop.example",
    });
    expect(parseMailbox("notices@shop.example")).toEqual({
      name: "Real Access website",
      address: "notices@shop.example",
    });
    expect(parseMailbox("<notices@shop.example>")).toEqual({
      name: "Real Access website",
      address: "notices@shop.example",
    });
  });
});
