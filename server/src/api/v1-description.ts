/** The OpenAPI document's introduction (Markdown): what a developer needs before the first request. */
export const API_DESCRIPTION = `Put designs on product mockups from your own code.

**Authentication.** Create a key on your dashboard (API tab) and send it as \`Authorization: Bearer ms_live_…\`.
A missing, unknown or revoked key answers 401.

**Rate limits.** Each key may make 300 requests a minute (the server's \`API_RATE_LIMIT\`). Every answer carries
\`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; over the limit the answer is 429 with \`Retry-After\`.

**Usage.** Every mockup rendered (one per \`POST /renders\`, one per finished item of a batch) counts toward your
account's exports and the key's renders this month, both shown on the dashboard.

**File URLs are capabilities.** A render kept as a file (\`format: "json"\`) and a batch's ZIP are served at
\`/api/files/{id}\` to whoever holds the URL, without a key, so that a browser or a shop can fetch them. Every id the
server makes (files, batches, videos) is 128 random bits, so a URL cannot be guessed or enumerated; share it as you would
the image itself. A batch's status and ZIP routes here still need the key of the account that started it.

**Errors.** Every error is \`application/problem+json\`: \`{ type, title, status, detail }\`; \`detail\` says what to fix.

**Webhooks.** A batch with \`webhookUrl\` gets a \`POST\` of \`{ "type": "batch.finished", "batch": { …status… } }\` when it
finishes. The header \`Mockup-Signature: t=<unix seconds>,v1=<hex>\` carries an HMAC-SHA256, under your webhook
secret (dashboard, API tab), of \`<t>.<raw body>\`. Recompute it, compare in constant time, and refuse a \`t\` more than
300 seconds from your clock (replays). Failed deliveries (no 2xx within 10 s) are retried with growing delays, about
seven attempts over ten minutes. Only public addresses are called (a \`webhookUrl\` that names a loopback, private or link-local
address is refused with 400 when the batch starts), and redirects are not followed.`;
