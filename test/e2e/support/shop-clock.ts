/** The shop's zone (its settings' default) and a computer elsewhere, for the counter's clocks. */
export const SHOP_ZONE = 'Asia/Shanghai';
export const COMPUTER_ZONE = 'America/New_York';

/** `HH:mm` of an instant in a zone, as every counter time writes its clock. */
export const clockIn = (zone: string, timestamp: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(Date.parse(timestamp));
