// The businesses' own product, on top of the messaging platform: contacts and consent, segments,
// campaigns and retargeting, conversations (the team inbox), automation and the FAQ bot. It sends
// through messaging's accept path and hears of inbound messages and statuses from it, through
// what the host hands in; it imports neither messaging nor the services.
export {};
