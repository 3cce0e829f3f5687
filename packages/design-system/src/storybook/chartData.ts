/** Story data: fourteen days of message figures, and the bar charts' categories. */
export const dailyMessages = [
  { date: "2026-11-09", sent: 1320, delivered: 1291, responseMs: 182 },
  { date: "2026-11-10", sent: 1480, delivered: 1452, responseMs: 175 },
  { date: "2026-11-11", sent: 1395, delivered: 1360, responseMs: 190 },
  { date: "2026-11-12", sent: 1610, delivered: 1588, responseMs: 168 },
  { date: "2026-11-13", sent: 1702, delivered: 1650, responseMs: 201 },
  { date: "2026-11-14", sent: 980, delivered: 962, responseMs: 160 },
  { date: "2026-11-15", sent: 870, delivered: 851, responseMs: 155 },
  { date: "2026-11-16", sent: 1540, delivered: 1511, responseMs: 177 },
  { date: "2026-11-17", sent: 1655, delivered: 1619, responseMs: 184 },
  { date: "2026-11-18", sent: 1590, delivered: 1570, responseMs: 171 },
  { date: "2026-11-19", sent: 1820, delivered: 1770, responseMs: 196 },
  { date: "2026-11-20", sent: 1905, delivered: 1866, responseMs: 188 },
  { date: "2026-11-21", sent: 1102, delivered: 1080, responseMs: 163 },
  { date: "2026-11-22", sent: 1010, delivered: 995, responseMs: 158 },
];

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "2026-11-09" → "9 Nov", the same in every time zone. */
export function formatDay(value: string | number): string {
  return dayFormat.format(new Date(`${value}T00:00:00Z`));
}

export const messagesByStatus = [
  { label: "Delivered", value: 18_210 },
  { label: "Read", value: 12_480 },
  { label: "Sent", value: 1_935 },
  { label: "Failed", value: 342 },
];
