// Whether this instance should be sent visitors (/readyz): not until its migrations are applied
// and its background jobs have started (main.ts says when), and no longer once it is stopping,
// so a load balancer drains it before it closes. /healthz, by contrast, says only that it lives.
export class Readiness {
  #state: "starting" | "ready" | "stopping" = "starting";

  markReady() {
    if (this.#state === "starting") this.#state = "ready";
  }

  markStopping() {
    this.#state = "stopping";
  }

  get state() {
    return this.#state;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Whether /readyz says this instance should be sent visitors. */
    readiness: Readiness;
  }
}
