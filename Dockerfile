# Multi-stage: dependencies and the web build in a full stage, a small runtime image (production dependencies, the
# server's sources, the built web app) running as the unprivileged `node` user, and the proxy (nginx with the web
# build and deploy/nginx/sideline.conf.template). ROLE picks what an app container runs (docker-compose.yml).

FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY eventstore/package.json eventstore/
COPY projections/package.json projections/
COPY api/package.json api/
COPY collab/package.json collab/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Everything, for the web build.
FROM manifests AS build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build

# Only what the server roles load at run time: the workspaces' dependencies, tsx among them (it runs the TypeScript
# sources as they are: server's start command and api's bulk-upload worker threads load it).
FROM manifests AS runtime-deps
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --omit=dev --no-audit --no-fund --include-workspace-root \
      -w domain -w eventstore -w projections -w api -w collab -w server \
  && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 LOG_FORMAT=json
# glibc malloc: see server/src/process-memory-env.ts (resident memory after start ~460 → ~350–370 MB)
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY tsconfig.json ./
COPY domain domain
COPY eventstore eventstore
COPY projections projections
COPY api api
COPY collab collab
COPY server server
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000 3001
CMD ["node", "--max-old-space-size=512", "--max-semi-space-size=4", "--v8-pool-size=1", "--import", "tsx", "server/src/main.ts"]

# The reverse proxy: the web build from disk, /api and /collab to the app containers.
FROM nginx:1.27-alpine AS proxy
ENV NGINX_ENVSUBST_FILTER=SIDELINE_
COPY deploy/nginx/sideline.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/web/dist /usr/share/sideline/web
