#!/usr/bin/env bash
# Starts the local PostgreSQL and Redis the test suites use when they are installed but down
# (the start commands of this machine kind). Prints what it did; never fails the caller.
pg_up() { pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; }
redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; }

if command -v pg_isready >/dev/null 2>&1 && ! pg_up && command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "Starting PostgreSQL…"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  for _ in $(seq 1 30); do pg_up && break; sleep 1; done
fi
if command -v redis-server >/dev/null 2>&1 && ! redis_up; then
  echo "Starting Redis…"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
  for _ in $(seq 1 30); do redis_up && break; sleep 1; done
fi
