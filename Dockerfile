# syntax=docker/dockerfile:1
# Mingle's production image (docs/operations.md): the compiled API (apps/api/dist/server.mjs) and
# the built client on Node 24, run as the unprivileged `node` user. scripts/operator-test.mjs runs
# this image's command with compose.yaml's variables behind deploy/haproxy.cfg.

# 0. The workspaces' manifests: what both installs below read (npm ci needs every workspace's).
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# 1. Build: every dependency, then the client and the API bundle.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
# Always production React, whatever the build environment says (docs/adr/0010-compiled-api.md).
RUN NODE_ENV=production npm run build

# 2. Runtime dependencies only: the API's npm packages (the bundle keeps them external).
FROM manifests AS deps
RUN npm ci --omit=dev --workspace apps/api --no-audit --no-fund

# 3. The image: node_modules, the bundle with its migrations, the client.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness only: the balancer routes by /api/ready; a server waiting for its database is not sick.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (SHUTDOWN_DRAIN_MS) and exits within 10 s; compose waits 15 s before SIGKILL.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/server.mjs"]
