# TalentBridge: one image, any number of identical instances (docs/operations.md).
# The steps are the ones CI runs (.ci/run): npm ci, then npm run build for the web app.
#
#   docker build -t talentbridge .
#   docker run -p 3000:3000 -v talentbridge-data:/data talentbridge            # embedded database
#   docker run -p 3000:3000 -e DATABASE_URL=... -e REDIS_URL=... -e JWT_SECRET=... \
#     -e S3_BUCKET=... -e SMTP_URL=... -e PUBLIC_URL=https://... talentbridge    # scaled out

# ---- build: every dependency, then the web app into dist/web
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies, the server's sources (run through tsx) and the build
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY src/server ./src/server
COPY src/shared ./src/shared
COPY scripts ./scripts
# dist/web is served; dist/web.page-chunks.json beside it is read by the server only.
COPY --from=build /app/dist ./dist
# DATA_DIR holds the embedded database, uploads, the mail outbox and the generated JWT secret
# when no DATABASE_URL / S3_BUCKET / SMTP_URL / JWT_SECRET are given. Owned by the unprivileged
# user the server runs as.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Readiness: the database answers (GET /api/health/ready).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains: requests in flight finish, sockets are sent to reconnect elsewhere, the
# database closes, exit 0 (within 15 s; give the orchestrator's stop timeout 20 s or more).
STOPSIGNAL SIGTERM
# Node itself is PID 1 (not npm, which would not pass SIGTERM on). The same command as
# `npm start` once the web app is built.
CMD ["node", "--import", "tsx", "src/server/main.ts"]
