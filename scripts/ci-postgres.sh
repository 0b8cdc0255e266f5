# Sourced by scripts/test-all.mjs when DATABASE_URL is not set: starts a throwaway PostgreSQL cluster on 127.0.0.1:$CLUBSHOP_PG_PORT
# (default 55432; set another one to run two test commands at once) owned by the postgres user (the server refuses to run as
# root) and exports DATABASE_URL for the tests.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
pg_data=$(mktemp -d /tmp/clubshop-pg.XXXXXX)
pg_port=${CLUBSHOP_PG_PORT:-55432}
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$pg_data"
as_postgres "$pg_bin/initdb" -D "$pg_data" -U postgres --auth=trust >/dev/null
as_postgres "$pg_bin/pg_ctl" -D "$pg_data" -o "-p $pg_port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" -l "$pg_data/server.log" -w start >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
trap 'as_postgres "$pg_bin/pg_ctl" -D "$pg_data" -m fast stop >/dev/null 2>&1 || true' EXIT
echo "PostgreSQL $(basename "$(dirname "$pg_bin")") on 127.0.0.1:$pg_port for the database tests"
