# Real Access in a container: build with every dependency, run with the production ones only.
#   docker build -t real-access .
#   docker run --init -p 3000:3000 -v real-access-data:/data -e SITE_URL=https://… real-access
# `--init` (or compose's `init: true`) puts a small init process at PID 1 that passes signals on
# and reaps children (pg_dump), with the server as its child. compose.yaml runs two instances on
# PostgreSQL behind Caddy. scripts/check-production-install.mjs runs these same steps in CI.

# Node's newest LTS line, on Debian 12.
FROM node:26.10.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:26.10.0-bookworm-slim AS runtime
# pg_dump for backups of a PostgreSQL database (the client must be no older than the server:
# Debian 12's is 15, as in compose.yaml). Debian's packages are not pinned, so that a rebuild
# picks up their security updates.
# hadolint ignore=DL3008
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
# glibc keeps memory that image encoding freed unless large blocks are mapped on their own: with
# this, memory after an upload returns within seconds (decision 032).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_MMAP_THRESHOLD_=1048576
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself receives the signals: no npm or shell in between.
CMD ["node", "dist/server/main.js"]
