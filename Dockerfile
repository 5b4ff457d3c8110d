# One image for every role; ROLE picks what a container runs.
FROM node:20-bookworm-slim
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NODE_ENV=production
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
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build
ENV HOST=0.0.0.0
# glibc malloc: see server/src/process-memory-env.ts (resident memory after start ~460 → ~350 MB)
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
EXPOSE 3000 3001
USER node
CMD ["node", "--max-old-space-size=512", "--import", "tsx", "server/src/main.ts"]
