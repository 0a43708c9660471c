-- API keys for the query server (REST and MCP). Only a SHA-256 of each key is stored; the key itself
-- is shown once, by `josh keys create`. JOSH_AUTH=disabled turns the check off for self-hosting.
CREATE TABLE api_keys (
    key_id          TEXT    PRIMARY KEY,          -- the public part, shown in lists and logs
    key_sha256      TEXT    NOT NULL UNIQUE,
    name            TEXT    NOT NULL,
    rate_per_minute INTEGER NOT NULL CHECK (rate_per_minute > 0),
    created_at      TEXT    NOT NULL,
    revoked_at      TEXT
);
