import { VALUE_LABELS } from '@shared/value-labels';
import type { LoyaltyMessages } from './zh-CN';

// The values' labels are shared with the server's exports (src-shared/value-labels.ts).
const LABELS = VALUE_LABELS['en'];

/** Loyalty levels and points. */
export const loyaltyEn: LoyaltyMessages = {
  nav: {
    loyaltyLevels: 'Loyalty levels',
  },
  loyalty: {
    title: 'Loyalty levels',
    subtitle:
      'Customers move up by the points they have earned; the level sets how many points a purchase earns and how points are redeemed.',
    create: 'New level',
    createTitle: 'New loyalty level',
    editTitle: 'Edit loyalty level',
    created: 'Level {title} created',
    saved: 'Level {title} saved',
    deleted: 'Level {title} deleted',
    deleteTitle: 'Delete the level?',
    deleteConfirm:
      'Customers at “{title}” drop to the next lower level at once. Their points stay as they are.',
    empty: 'No loyalty levels yet',
    base: 'Base level',
    baseCannotDelete:
      'The base level (0 points to reach) is where every customer starts; it cannot be deleted.',
    actions: 'Actions',
    unlimited: 'Unlimited',
    pointsCount: '{n} points',
    earnRate: '{n} point per 1.00 | {n} points per 1.00',
    earnColumn: 'Earning',
    redeemRate: '{n} points = 1.00',
    noRedeem: 'No redemption',
    rulesTitle: 'How points work',
    rules: {
      level:
        'Level: a customer is at the highest level whose points to reach are at most their lifetime earned points. Only points earned by paid orders count (a cancelled order takes them back); adjustments and redemptions change the balance, not the level.',
      earn: 'Earning: paying an order earns, for each ¥1.00 paid, 1 point plus the extra points of the customer’s level at that moment; the total is rounded down and recorded as “purchase”.',
      redeem:
        'Redeeming: an order may redeem points at the level’s rate (points per 1.00); their value comes off the order’s total, as “redeemed”.',
      limits:
        'Limits: “per order” caps the points one order redeems, “per month” those redeemed in a calendar month (in the shop’s time zone); 0 means unlimited.',
      cancel:
        'Cancelling: a cancelled order gives back the points it redeemed and takes back the points it earned, as “cancelled order”.',
      manual:
        'Adjusting: a manager adds or takes points on the customer’s page with a reason; the balance never goes below 0.',
    },
    fields: {
      title: 'Title',
      conditionPoints: 'Points to reach',
      gainPoints: 'Extra points',
      redeemPoints: 'Redemption rate',
      redeemLimitation: 'Per-order limit',
      redeemLimitationMonthly: 'Monthly limit',
    },
    help: {
      condition: 'Lifetime earned points needed for this level; no two levels share them.',
      conditionBase: 'The base level always needs 0 points: every customer starts here.',
      gain: 'Points per 1.00 spent on top of the base 1 point; decimals allowed (up to 4), e.g. 0.5 earns 1.5 points per 1.00.',
      redeem: 'Points that redeem 1.00; 0 means customers at this level cannot redeem.',
      limit: 'Most points one order may redeem; 0 means unlimited.',
      monthly:
        'Most points redeemed in a calendar month (shop time zone); cancelled orders do not count; 0 means unlimited.',
    },
    problems: {
      required: 'This field is required',
      wholeNumber: 'Enter a whole number',
      negative: 'Must be at least 0',
      tooLarge: 'Must be at most {max}',
      decimals: 'At most 4 decimals',
      duplicate: 'Another level needs these points already',
      titleTaken: 'Another level has this name; choose another',
    },
    kinds: LABELS.point_kind,
    points: {
      title: 'Loyalty points',
      balance: 'Balance',
      level: 'Level',
      noLevel: 'No level',
      empty: 'No points yet',
      time: 'Time',
      kind: 'Kind',
      points: 'Points',
      order: 'Order',
      reason: 'Reason',
    },
    adjust: {
      open: 'Adjust points',
      title: 'Adjust points',
      points: 'Points',
      pointsHelp: 'Positive adds, negative takes away; the balance cannot go below 0.',
      after: 'Balance after: {balance}',
      reason: 'Reason',
      reasonPlaceholder: 'e.g. birthday gift, complaint',
      submit: 'Adjust',
      done: '{points} points; balance now {balance}',
      problems: {
        required: 'Enter the points to adjust',
        zero: 'Enter points other than 0',
        wholeNumber: 'Enter a whole number',
        tooLarge: 'At most {max} points at a time',
        belowZero: 'The customer has only {balance} points; the balance cannot go below 0',
      },
    },
  },
};
