# The storefront as a container image (README "Deploying", decision 0075).
#   docker build -t storefront .
#   docker run -p 3000:3000 -v storefront-data:/data -e OWNER_TOKEN=… -e PUBLIC_URL=https://shop.example storefront
# BASE_IMAGE: any image with Node 24 (or 22) and npm on PATH, on Debian or Ubuntu (useradd).
ARG BASE_IMAGE=node:24-bookworm-slim

# Build: every dependency (Vite, esbuild…), the web app, the owner's app (served at /admin) and the
# server's bundle, then only the production dependencies are kept. Install scripts are not run: the
# native modules (better-sqlite3, sharp, argon2) ship prebuilt binaries in their packages, and the
# `node` devDependency's download of a second Node is not needed here.
# The owner's app goes in as its build alone: its workspace is removed before the prune, which then
# drops what only that build needed (its editor, drag and drop and charts; decision 0075).
FROM ${BASE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/core/package.json packages/core/
COPY packages/ui/package.json packages/ui/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build:web && npm run build:admin && npm run build:server \
 && mkdir -p /out/apps/server /out/apps/web /out/apps/admin \
 && cp -a apps/web/dist /out/apps/web/ \
 && cp -a apps/admin/dist /out/apps/admin/ \
 && rm -rf apps/admin \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund \
 && cp -a package.json node_modules /out/ \
 && rm -f /out/node_modules/@store/* \
 && cp -a apps/server/package.json apps/server/launch apps/server/dist /out/apps/server/ \
 && if [ -d apps/server/node_modules ]; then cp -a apps/server/node_modules /out/apps/server/; fi

# Run: the built server, web app and owner's app with the production dependencies, nothing else.
FROM ${BASE_IMAGE}
RUN groupadd --system --gid 10001 storefront \
 && useradd --system --uid 10001 --gid storefront --home-dir /app --shell /usr/sbin/nologin storefront \
 && mkdir -p /data && chown storefront:storefront /data
WORKDIR /app
# The workspaces' own packages are inside the server's bundle; their links are left out.
COPY --from=build /out/ ./
ENV NODE_ENV=production \
    PORT=3000 \
    SQLITE_PATH=/data/store.sqlite
# The SQLite file (and scheduled backups, BACKUP_DIR=/data/backups) live here.
VOLUME /data
USER storefront
EXPOSE 3000
# /healthz: the process is up (a load balancer reads /readyz). No curl in the image: Node asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (DRAIN_MS) and exits 0: `docker stop` waits 10 s unless told more (--time).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/start.js"]
