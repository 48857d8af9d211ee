/**
 * Every sentence the server says to people, in English, by message code (docs/ARCHITECTURE.md
 * "Messages"). `{name}` is a param the code passes with the message (`msg(code, { name })`);
 * the params' names are typed from these texts. A new message is added here and in zh-CN.ts.
 */
export const EN = {
  // Any request (http/, app.ts).
  'request.json_only': 'Send the body as application/json.',
  'request.content_length_mismatch': 'The Content-Length header does not match the body.',
  'request.json_body_empty': 'The body is empty but the Content-Type says JSON.',
  'request.json_invalid': 'The body is not valid JSON.',
  'request.database_unavailable':
    'The database cannot be reached right now: nothing was changed. Try again shortly.',
  'request.database_contention':
    'The database is busy with other changes to the same records: try again.',
  'request.pool_busy': 'Every database connection stayed busy for the whole wait: try again.',
  'request.disk_full':
    'The disk is full: nothing was saved. Free some space on this computer and try again.',
  'request.body_too_large':
    'The request body is too large (1 MiB at most; 64 KiB before signing in).',
  'request.unreadable': 'The request could not be read.',
  'request.invalid_fields': 'The request has invalid fields.',
  'request.body_invalid_fields': 'The request body has invalid fields.',
  'request.query_invalid_fields': 'The request query or path has invalid fields.',
  'request.server_error': 'Something went wrong on our side (request {id}).',
  'request.host_twice': 'The request names its Host more than once.',
  'request.path_invalid': 'The request path is not valid.',
  'request.path_too_long': 'The request path is too long.',
  'request.target_too_long': 'The request target is too long.',
  'request.target_not_path': 'The request target must be a path.',
  'request.not_found': 'Not found.',

  // Authentication and permissions (http/auth.ts).
  'auth.no_credentials': 'Authentication credentials were not provided.',
  'auth.manager_only': 'Only a shop manager may do this.',
  'auth.credential_format':
    'Send the credential as "Authorization: Token <token>" or "Bearer <token>".',
  'auth.credential_unknown': 'The credential is unknown, revoked or expired.',
  'auth.staff_token_needed': 'This needs a staff token.',
  'auth.staff_token_needed_short': 'Needs a staff token.',
  'auth.account_deactivated': 'This staff account was deactivated.',
  'auth.scope_needed': 'This needs the scope {scope}.',

  // The Host and Origin guard (http/host-guard.ts).
  'host.cross_origin': 'Requests from other web sites are refused.',
  'host.loopback_only': 'This server only answers requests addressed to its loopback address.',
  'host.host_or_loopback':
    'This server only answers requests addressed to {host} or its loopback address.',

  // Idempotency-Key (http/idempotency.ts).
  'idempotency.uuid_needed': 'Send a UUID, e.g. 1b4e28ba-2fa1-11d2-883f-0016d3cca427.',
  'idempotency.still_running':
    'The first request with this Idempotency-Key is still running: send it again shortly.',
  'idempotency.key_reused':
    'This Idempotency-Key was sent with another request: use a new key for a new request.',

  // JSON bodies (http/json.ts).
  'json.lone_surrogate': 'The text has a lone UTF-16 surrogate: it is not valid Unicode.',
  'json.at_most_kib': 'At most {n} KiB of JSON.',
  'json.at_most_levels': 'Nest objects and lists at most {n} levels deep.',
  'json.body_too_deep': 'The body nests objects and lists more than {n} levels deep.',

  // Paged lists (http/paging.ts).
  'paging.invalid_page': 'Invalid page.',
  'paging.whole_number': '{field} must be a whole number.',
  'paging.at_least_1': '{field} must be at least 1.',
  'paging.too_large': '{field} is too large.',
  'paging.clamped': 'Larger sizes are clamped to {n}.',

  // Ids in paths (http/params.ts).
  'id.whole_number': 'The id must be a whole number.',
  'id.at_least_1': 'The id must be at least 1.',
  'id.too_large': 'The id is too large.',

  // Field checks any schema says.
  'field.invalid_value': 'Invalid value.',
  'field.at_most_chars': 'At most {n} characters.',
  'field.at_least': 'Must be at least {n}.',
  'field.at_most': 'Must be at most {n}.',
  'field.greater_than': 'Must be greater than {n}.',
  'field.later_than_from': 'Must be later than from.',
  'field.true_false': 'Enter true or false.',
  'field.required': 'This field is required.',
  'field.blank': 'This field may not be blank.',
  'field.whole_number': 'Enter a whole number.',
  'field.object': 'Enter an object.',
  'field.listed_twice': 'Listed twice.',
  'field.invalid': 'Invalid value.',

  // List filters (http/filters.ts).
  'filter.list_too_long': 'The list is too long.',
  'filter.choice': 'Choose one of: {values}.',
  'filter.item': 'Item {n}: {message}',
  'filter.boolean_text': 'Enter true, false, 1 or 0.',

  // Exports (http/exports.ts).
  'export.format_choice': 'Choose csv or xlsx.',
  'export.labels_choice': 'Choose zh-CN or en.',

  // Amounts (lib/money.ts).
  'money.two_decimals': 'Enter a number with at most two decimals.',
  'money.four_decimals': 'Enter a number with at most four decimals.',
  'money.price_two_decimals': 'Enter a price with at most two decimals.',
  'money.amount_too_large':
    'An amount is too large to be kept exactly: order fewer items or split the order.',
  'money.decimal_description':
    'Decimal with at most two decimals, as a string ("12.50") or number.',

  // Passwords and usernames (lib/passwords.ts).
  'password.too_long': 'The password may have at most 128 characters.',
  'password.is_username': 'The password may not be the username.',
  'password.too_short': 'The password needs at least 8 characters.',
  'password.hashing_busy': 'Too many sign-ins at once; try again shortly.',
  'password.username_rule': 'Use 3–32 letters, digits, "_", "." or "-".',

  // Times (lib/time.ts).
  'time.timestamp_format':
    'Enter a timestamp such as 2026-11-21T19:30:00+08:00 or 2026-11-21 19:30:00.',
  'time.iso_format':
    'Enter a time as YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z], e.g. 2026-11-21T19:30:00+08:00.',

  // IP addresses (lib/addresses.ts).
  'address.not_ip_range': 'Not an IP address or range: "{entry}".',

  // Each error code's general sentence: what a refusal without a sentence of its own says.
  'error.invalid': 'The request has invalid fields.',
  'error.not_authenticated': 'Sign in first.',
  'error.account_deactivated': 'This staff account was deactivated.',
  'error.permission_denied': 'You may not do this.',
  'error.not_found': 'Not found.',
  'error.duplicate': 'Such a record exists already.',
  'error.throttled': 'Too many requests: try again in {retry_after} s.',
  'error.payload_too_large': 'The request body is too large.',
  'error.unsupported_media_type': 'This content type is not accepted.',
  'error.invalid_host': 'This host is not served.',
  'error.cross_origin': 'Requests from other web sites are refused.',
  'error.unavailable': 'Unavailable right now: try again shortly.',
  'error.busy': 'The database is busy: nothing was changed. Try again in {retry_after} s.',
  'error.database_unavailable':
    'The database cannot be reached: nothing was changed. Try again in {retry_after} s.',
  'error.too_many_rows': 'At most {limit} rows in one import.',
  'error.invalid_encoding': 'The file is neither UTF-8 nor GBK/GB18030 text.',
  'error.amount_too_large': 'An amount is too large to be kept exactly.',
  'error.idempotency_key_reused': 'This Idempotency-Key was sent with another request.',
  'error.insufficient_storage': 'The disk is full: nothing was saved.',
  'error.server_error': 'Something went wrong on our side (request {request_id}).',
  'error.invalid_credentials': 'The username or password is wrong, or the account is inactive.',
  'error.last_manager': 'This is the only active manager: the shop needs one.',
  'error.builtin_application': 'The built-in desktop application cannot be revoked.',
  'error.not_initialised': 'The shop has not been set up yet.',
  'error.insufficient_inventory': 'Not enough in stock.',
  'error.already_paid': 'The order is already paid.',
  'error.notice_too_soon': 'The notice was sent a moment ago: try again in {retry_after} s.',
  'error.already_cancelled': 'The order is already cancelled.',
  'error.order_closed': 'The order is closed.',
  'error.order_cancelled': 'The order was cancelled.',
  'error.order_fulfilled': 'The order was fulfilled.',
  'error.not_paid': 'The order is not paid yet.',
  'error.not_delivery': 'This is not a delivery order.',
  'error.already_refunded': 'This was refunded already.',
  'error.partly_refunded': 'Part of the order was refunded.',
  'error.collected_payment_shop': 'The payment of this order was collected in the shop.',
  'error.code_already_used': 'This code was used.',
  'error.code_expired': 'This code has expired.',
  'error.code_canceled': 'The order {order_number} was cancelled: this code is void.',
  'error.code_not_used': 'This code is not used.',
  'error.code_busy': 'The code is busy: try again.',
  'error.wrong_store': 'This code belongs to another store.',
  'error.offline_at_out_of_range':
    'A hand-out at this time is not accepted: only hand-outs of the last {hours} hours, after the code was issued.',
  'error.not_deliverable': 'This shipping method does not deliver there.',
  'error.usage_limit_reached': 'The usage limit was reached.',
  'error.price_rule_in_use': 'This price rule belongs to a coupon.',
  'error.once_per_customer': 'This allows one use per customer.',
  'error.points_spent': 'The customer has spent these points.',
  'error.base_level': 'The level with condition_points 0 is where every customer starts.',
  'error.smart_collection': 'A smart collection takes its products from its rules.',
  'error.social_not_configured': 'The messaging platform is not configured or unavailable.',
  'error.social_platform_unreachable': 'The messaging platform could not be reached.',
  'error.social_platform_timeout': 'The messaging platform did not answer in time.',
  'error.social_platform_bad_response': 'The messaging platform gave an unexpected answer.',
  'error.social_platform_error': 'The messaging platform answered with an error.',
  'error.authorization_expired': 'This authorization link has expired.',
  'error.authorization_used': 'This authorization link has already been used.',

  // Customers.
  'customers.gender_choice': 'Choose one of: male, female, unknown.',
  'customers.openid_format': 'Enter a WeChat openid: 6–64 letters, digits, - or _.',
  'customers.openid_needed': 'Enter a WeChat openid.',
  'customers.mobile_format': 'Enter a mainland China mobile number: 11 digits starting with 13–19.',
  'customers.mobile_needed': 'Enter a mainland China mobile number.',
  'customers.date_or_null': 'Enter a real date as YYYY-MM-DD, or null.',
  'customers.email_or_null': 'Enter a valid email address, or null.',
  'customers.enter_what': 'Enter {what}.',
  'customers.mobile_taken': 'A customer with this mobile number already exists.',
  'customers.birthday_in_future': 'The birthday cannot be in the future.',
  'customers.not_found': 'No customer with this id.',

  // Discounts and checkout.
  'discounts.same_coupon_twice': 'Another code of the same coupon is already on the order.',
  'discounts.no_line_applies': 'None of the order lines is one this coupon applies to.',
  'discounts.nothing_left': 'Nothing is left on the order for this coupon to take off.',
  'discounts.coupon_once_per_customer':
    'The customer has used this coupon already; it allows one use per customer.',
  'discounts.too_few_items': 'The order has fewer of the items this coupon needs.',
  'discounts.code_unknown': 'There is no coupon code like this.',
  'discounts.not_combinable':
    'This coupon cannot be combined with the other discounts of the order.',
  'discounts.code_of_another_customer': 'This coupon code belongs to another customer.',
  'discounts.code_not_yet': 'This coupon code cannot be used yet.',
  'discounts.code_expired': 'This coupon code has expired.',
  'discounts.code_twice': 'This coupon code was given twice.',
  'discounts.code_used': 'This coupon code was used.',
  'discounts.coupon_used_up': 'This coupon has been used as often as it may.',
  'discounts.code_used_meanwhile': 'The coupon code {code} was used by another order meanwhile.',
  'discounts.rule_once_per_customer': 'The customer has used the price rule "{title}" already.',
  'discounts.rule_used_up': 'The price rule "{title}" has been used as often as it may.',
  'discounts.codes_not_unique': 'Could not generate unique coupon codes.',
  'discounts.percentage_range': 'A percentage must lie from -100.00 up to (not including) 0.',
  'discounts.codes_needed': 'Give at least one code to issue.',
  'discounts.title_needed': 'Give the coupon a title (or price_rule.title).',
  'discounts.entitled_with_all':
    'Leave the entitled lists out (null) when target_selection is all.',
  'discounts.value_negative': 'The value is a discount: it must be negative.',
  'discounts.code_chars_32': 'Use 1–32 letters, digits, "-" or "_".',
  'discounts.code_chars_64': 'Use 1–64 letters, digits, "-" or "_".',
  'discounts.entitled_needed':
    'With target_selection entitled, give at least one entitled product, collection, category or vendor.',
  'discounts.issue_at_most': 'Issue at most {n} codes at once.',
  'discounts.code_taken': 'Another coupon code has this code.',
  'discounts.prefix_taken': 'Another coupon has this code_prefix.',
  'discounts.issue_invalid': 'No code was issued: some elements are invalid.',
  'discounts.code_not_found': 'No coupon code with this id.',
  'discounts.coupon_not_found': 'No coupon with this id.',
  'discounts.rule_not_found': 'No price rule with this id.',
  'discounts.vendor_not_found': 'No vendor with this title.',
  'discounts.ends_before_start': 'The end must not be before the start (starts_at).',
  'discounts.customer_has_code':
    'This customer already has a code of this coupon, which allows one per customer.',
  'discounts.coupon_rule_not_automatic':
    'This price rule belongs to a coupon, so it cannot be automatic.',
  'discounts.entitled_not_found': 'No {table} with this id.',
  'discounts.rule_of_coupon':
    'This price rule belongs to the coupon {prefix} (id {id}); delete the coupon instead.',
  'discounts.rule_disabled': "This coupon's price rule is switched off.",
  'discounts.below_minimum': "The order's subtotal is below this coupon's minimum.",
  'discounts.shipping_above': "The order's shipping costs more than this coupon allows.",
  'discounts.code_prefix': "The code must start with the coupon's prefix {prefix}.",
  'discounts.coupon_rule_automatic':
    "A coupon's price rule cannot be automatic: automatic_discount must be false.",

  // Imports.
  'imports.no_mobile_column': 'The file has no "mobile" column.',
  'imports.encoding':
    'The file is neither UTF-8 nor GBK/GB18030 text: save it as "CSV UTF-8" and import it again.',
  'imports.no_header': 'The file has no header row.',
  'imports.empty': 'The file is empty.',
  'imports.not_a': 'The file is not {what}.',
  'imports.sku_twice': 'Another variant of this row has this SKU.',
  'imports.json_cell': 'Enter JSON, as the export writes it.',
  'imports.sku_needed': 'Give every variant a SKU: imports find products by it.',
  'imports.no_variants_column': 'The file has neither a "variants" nor a "sku" column.',
  'imports.no_title_column': 'The file has no "title" column.',
  'imports.file_type': 'Send the file as {a} or {b}.',
  'imports.lacks_columns': 'The file lacks columns.',
  'imports.key_twice': 'Row {row} of this file has "{key}" too.',
  'imports.not_xlsx': 'The file is not a readable xlsx workbook.',
  'imports.xlsx_too_large':
    'The workbook unpacks to more than {n} MiB: it is no sheet of at most 10,000 rows.',
  'imports.skus_of_products': 'These SKUs belong to different products (ids {ids}).',
  'imports.too_many_rows': 'The file has more than {n} rows.',

  // Loyalty.
  'loyalty.points_not_zero': 'Enter a number of points other than 0.',
  'loyalty.at_least_0': 'Must be at least 0.',
  'loyalty.at_least_1': 'Must be at least 1.',
  'loyalty.condition_points_taken': 'Another level has these condition_points.',
  'loyalty.title_taken': 'Another level has this title.',
  'loyalty.level_not_found': 'No loyalty level with this id.',
  'loyalty.entry_not_found': 'No point history entry with this id.',
  'loyalty.points_gone': 'The customer does not have these points any more.',
  'loyalty.redeem_step':
    'At {points} points per 1.00, redeem a multiple of {step} points (they must make whole cents).',
  'loyalty.level_no_redeem': 'Customers at the level {level} cannot redeem points.',
  'loyalty.order_limit': 'At the level {level} an order may redeem at most {n} points.',
  'loyalty.month_limit':
    'At the level {level} at most {n} points may be redeemed a month; {used} already were this month.',
  'loyalty.only_points': 'The customer has only {n} points.',
  'loyalty.below_zero': 'The customer has only {n} points: the balance cannot go below zero.',
  'loyalty.base_level':
    'The level with condition_points 0 is where every customer starts: it {what}.',
  'loyalty.earned_spent':
    'This order earned {points} points but the customer has only {left} left: give him the missing points (adjust) or cancel the orders that spent them first.',
  'loyalty.refund_spent':
    'This refund takes back {points} points but the customer has only {left} left: give him the missing points (adjust) first.',

  // Notifications.
  'notifications.no_template_no_sms': 'No WeChat template for this notice and SMS is not set up.',
  'notifications.no_sms_consent': 'The customer does not accept SMS.',
  'notifications.no_openid_no_sms':
    'The customer has no WeChat openid and SMS is not set up for this notice.',
  'notifications.no_mobile': 'The customer has no mobile number.',
  'notifications.sms_not_set_up': 'The SMS channel is not set up for this notice.',
  'notifications.wechat_not_set_up': 'The WeChat channel is not set up for this notice.',
  'notifications.field_name': 'A name of letters, digits and _.',
  'notifications.at_most_20_fields': 'At most 20 fields.',
  'notifications.time_format': 'Enter a time as HH:mm.',
  'notifications.url': 'Enter an http(s) URL.',
  'notifications.no_channel':
    'No notice channel is set up: configure SMS or WeChat in the notification settings.',
  'notifications.not_found': 'No notification with this id.',
  'notifications.code_not_found': 'No pick-up code with this id.',
  'notifications.collected': 'The package has been collected.',
  'notifications.not_prepared':
    'The package is not prepared yet: only a waiting package gets the ready notice.',
  'notifications.too_soon':
    'The ready notice of this package was sent less than 10 minutes ago; try again in {n} s.',
  'notifications.no_answer': 'No answer within {n} s.',
  'notifications.quiet_hours': 'Held back by the quiet hours.',
  'notifications.no_longer_prepared': 'The package is no longer marked prepared.',
  'notifications.collected_before': 'The package was collected before the notice went out.',
  'notifications.code_expired': 'The pick-up code has expired.',
  'notifications.code_gone': 'The pick-up code no longer exists.',

  // Orders.
  'orders.address_needed': 'A delivery order needs a shipping address.',
  'orders.shipping_method_needed': 'A delivery order needs a shipping method.',
  'orders.store_needed': 'A pick-up order needs the store it is picked up at.',
  'orders.place_code_format': 'A place code has six digits.',
  'orders.lines_needed': 'An order needs at least one line.',
  'orders.customer_needed': 'Give customer_id or customer {mobile, full_name, email}.',
  'orders.customer_twice': 'Give customer_id or customer, not both.',
  'orders.variant_twice': 'Give each variant once (raise its quantity instead).',
  'orders.new_customer_points': 'A new customer has no points to redeem.',
  'orders.pick_up_not_sent': 'A pick-up order is handed out at the counter.',
  'orders.refund_nothing': 'Choose the items or the shipping to refund.',
  'orders.all_sent': 'Every line of the order was sent already.',
  'orders.refund_too_much': 'More than was paid would be refunded.',
  'orders.store_not_found': 'No active store with this id.',
  'orders.line_not_found': 'No line of this order has this id.',
  'orders.not_found': 'No order with this id.',
  'orders.shipping_method_not_found': 'No shipping method with this id.',
  'orders.variant_not_found': 'No variant with this id.',
  'orders.partly_refunded':
    'Part of the order was refunded: refund the rest instead of cancelling it.',
  'orders.no_points_here': 'Points cannot be redeemed in this shop.',
  'orders.already_cancelled': 'The order is already cancelled.',
  'orders.already_paid': 'The order is already paid.',
  'orders.closed': 'The order is closed.',
  'orders.not_paid': 'The order is not paid yet.',
  'orders.cancelled_not_payable': 'The order was cancelled: it cannot be paid.',
  'orders.cancelled': 'The order was cancelled.',
  'orders.picked_up': 'The order was picked up: roll the pick-up back before cancelling it.',
  'orders.refunded': 'The order was refunded in full.',
  'orders.shipping_not_refundable': 'The shipping was refunded already or cost nothing.',
  'orders.line_twice': 'This line is given twice.',
  'orders.line_done': 'This line was sent or refunded already.',
  'orders.not_published': 'This product is not published: it is not for sale.',
  'orders.not_deliverable': 'This shipping method does not deliver to that place.',
  'orders.stock_short': 'Line {line}: only {left} of "{title}" left in stock, {n} ordered.',
  'orders.refund_left': 'Only {n} of this line are left to refund.',
  'orders.place_unknown': 'Unknown place code {code}.',
  'orders.coupon_refused': 'Coupon code {code}: {detail}',
  'orders.points_worth_more': "{points} points are worth {worth}, more than the order's {price}.",
  'orders.take_total': "The order's total is {total}: take exactly that.",

  // The order's timeline.
  'timeline.placed_pick_up': 'Order placed for pick-up.',
  'timeline.placed_delivery': 'Order placed for delivery.',
  'timeline.paid': 'Payment received.',
  'timeline.code_issued': 'Pick-up code {key} issued.',
  'timeline.cancelled': 'Cancelled.',
  'timeline.cancelled_because': 'Cancelled: {reason}',
  'timeline.sent': 'Sent by {carrier}, tracking number {number} ({n} of {total} lines).',
  'timeline.refunded': 'Refunded {amount}: {reason}',
  'timeline.picked_up': 'Picked up at {store}, handed out by {staff}.',
  'timeline.picked_up_by': 'Picked up at {store}, handed out by {staff}, collected by {who}.',
  'timeline.offline': 'Handed out offline at {where} ({store}) by {staff}.',
  'timeline.offline_by': 'Handed out offline at {where} ({store}) by {staff}, collected by {who}.',
  'timeline.rolled_back': 'Pick-up rolled back by {staff}.',
  'timeline.prepared': 'Package prepared.',
  'timeline.unprepared': 'Package marked as not prepared.',
  'timeline.hand_out_rolled_back': 'Hand-out rolled back.',
  'timeline.handed_out_again':
    'The package was handed out again; the later hand-out has its own receipt.',
  'timeline.rolled_back_before_receipt':
    'The hand-out was rolled back before the receipt went out.',

  // Pick-up codes at the counter.
  'pick_up.key_not_found': 'No pick-up code with this key.',
  'pick_up.changed': 'The code changed while it was consumed: try again.',
  'pick_up.offline_at_out_of_range':
    'A hand-out at {at} is not accepted: only hand-outs of the last {hours} hours, after the code was issued.',
  'pick_up.cancelled_nothing_to_prepare': 'Order {number} was cancelled: nothing to prepare.',
  'pick_up.cancelled_void': 'Order {number} was cancelled: this code is void.',
  'pick_up.rollback_manager_only':
    'The code was used more than {hours} hours ago: only a manager may roll it back now.',
  'pick_up.wrong_store': 'This code belongs to {store}: the package is picked up there.',
  'pick_up.wrong_store_handed_out':
    'This code belongs to {store}: the package was already handed out there at {at} by {staff}.',
  'pick_up.expired': 'This code expired at {at}.',
  'pick_up.not_used': 'This code is {status}, not used: nothing to roll back.',
  'pick_up.already_used': 'This code was already used at {at} by {staff} ({store}).',
  'pick_up.key_format': 'A pick-up key has 12 digits.',
  'pick_up.cursor_invalid': 'Pass the cursor of the previous answer as it was.',
  'pick_up.collector_needed': 'Say who collects the package.',
  'pick_up.copy_store_needed': 'Name the store to copy.',
  'pick_up.order_has_no_code': 'No pick-up code for this order.',
  'pick_up.no_store': 'This account belongs to no store.',
  'pick_up.copy_own_store': "Staff copy their own store's codes only.",
  'pick_up.cursor_other_store': 'This cursor is of another store: start without one.',
  'pick_up.id_not_found': 'No pick-up code with this id.',
  'pick_up.field_at_most': '{field} is at most {n}.',

  // Reports.
  'reports.too_many_intervals':
    'At most {n} {interval}s per report: narrow the window or choose a longer interval.',
  'reports.at_least_1_hour': 'At least 1 hour.',
  'reports.at_most_720_hours': 'At most 720 hours (30 days).',
  'reports.interval_choice': 'Choose day or hour.',
  'reports.hours_whole': 'Give the hours as a whole number.',
  'reports.store_too_large': 'The store id is too large.',
  'reports.store_whole': 'The store id must be a whole number.',
  'reports.store_at_least_1': 'The store id must be at least 1.',

  // Shipping.
  'shipping.place_not_found': 'No place with this id.',
  'shipping.parent_not_found': 'No place with this parent_code.',
  'shipping.places_needed': 'Choose at least one place.',
  'shipping.default_true_only': 'Only true is accepted: make another group the default instead.',
  'shipping.group_not_found': 'No shipping method group with this id.',
  'shipping.zone_of_other_method': 'This zone does not belong to the method.',
  'shipping.place_twice': 'Place {code} is listed twice.',

  // The catalog.
  'catalog.article_name_taken': 'Another article has this name.',
  'catalog.article_not_found': 'No article with this id.',
  'catalog.rules_needed': 'A smart collection needs at least one rule.',
  'catalog.collection_name_taken': 'Another collection has this name.',
  'catalog.collection_not_found': 'No collection with this id.',
  'catalog.rules_only_smart': 'Only a smart collection has rules: set smart to true.',
  'catalog.already_in_collection': 'The product is already in the collection.',
  'catalog.not_in_collection': 'This product is not in the collection.',
  'catalog.name_taken': 'Another {noun} has the name "{name}".',
  'catalog.rule_text_needed': 'Enter the text to compare with.',
  'catalog.variants_needed': 'A product needs at least one variant.',
  'catalog.url_or_path': 'Give an absolute http(s) URL or a path starting with /.',
  'catalog.handle_chars': 'Use letters, digits, - and _ only.',
  'catalog.option_title_taken': 'Another option has this title.',
  'catalog.product_name_taken': 'Another product has this name.',
  'catalog.variant_options_taken': 'Another variant has the same options.',
  'catalog.option_twice': 'Give each option once.',
  'catalog.value_twice': 'Give each value once.',
  'catalog.price_needed': 'Give the price of a new variant.',
  'catalog.product_not_found': 'No product with this id.',
  'catalog.variants_do_not_fit': 'The current variants do not fit the new options: send them too.',
  'catalog.no_options': 'The product has no options.',
  'catalog.option_value_needed': 'Give a value for "{option}".',
  'catalog.category_id_not_found': 'No category with the id {id}.',
  'catalog.product_id_not_found': 'No product with the id {id}.',
  'catalog.no_such_option': 'The product has no option "{option}".',
  'catalog.title_taken': 'A {noun} with the title "{title}" already exists.',
  'catalog.not_found': 'No {noun} with this id.',
  'catalog.smart_entries':
    "A smart collection's products follow its rules: change the rules instead.",
  'catalog.rule_relation_choice': 'A {column} rule takes one of: {relations}.',
  'catalog.no_such_value': '"{option}" has no value "{value}".',
  'catalog.option_not_own': "Not one of this product's options.",
  'catalog.image_not_own': "Not one of this product's images.",
  'catalog.variant_not_own': "Not one of this product's variants.",
  'catalog.image_src_unknown': "Not the src of one of the product's images.",

  // The shop, staff and applications.
  'shops.scope_needed': 'Give at least one scope, e.g. "read write" or "shippings:read".',
  'shops.application_not_found': 'No application with this id.',
  'shops.builtin_application': 'The built-in desktop application cannot be revoked.',
  'shops.invalid_credentials': 'The username or password is wrong, or the account is inactive.',
  'shops.throttled': 'Too many failed sign-ins. Try again in {n} minutes.',
  'shops.domain_format': 'Enter a domain name such as shop.example.com.',
  'shops.time_zone_format': 'Enter an IANA time zone such as Asia/Shanghai.',
  'shops.not_initialised': 'The shop has not been set up yet: run "init" or "serve".',
  'shops.shop_not_found': 'No shop with this domain.',
  'shops.store_needed': 'A staff member belongs to one store: choose it.',
  'shops.username_taken': 'Another staff account has this username.',
  'shops.staff_not_found': 'No staff member with this id.',
  'shops.store_not_found': 'No store with this id.',
  'shops.last_manager': 'This is the only active manager: the shop needs one.',
  'shops.store_inactive': 'This store is not active.',
  'shops.scope_unknown': 'Unknown scope: {scopes}.',

  // The messaging platform.
  'social.unreachable': 'The messaging platform could not be reached for {what} ({cause}).',
  'social.timeout': 'The messaging platform did not answer {what} within {n} s.',
  'social.bad_response': 'The messaging platform gave an unexpected answer to {what}: {why}.',
  'social.refused': 'The messaging platform refused {what}: errcode {errcode}, errmsg "{errmsg}".',
  'social.platform_error': 'The messaging platform answered with an error.',
  'social.no_answer_in_time': 'The messaging platform did not answer in time.',
  'social.not_configured': 'The messaging platform is not configured or unavailable.',
  'social.settings_missing':
    'The messaging platform is not configured: set {names} in the social settings or the SHOPDESK_SOCIAL_* environment.',
  'social.own_payment_only':
    "Messaging-platform authorization is only for shops with their own payment configuration; this shop uses the platform's collected-payment service.",
  'social.redirect_url_format': 'Enter an absolute http(s) URL such as https://example.com/done.',
  'social.appid_format': 'Enter the third-party platform app id (letters, digits, _ or -).',
  'social.auth_type_choice':
    'auth_type must be 1 (official account), 2 (mini program) or 3 (either).',
  'social.state_not_found': 'No authorization was started with this state.',
  'social.account_not_found': 'No authorized account with this app id.',
  'social.link_used': 'This authorization link has already been used.',
  'social.link_used_start_again':
    'This authorization link has already been used; start a new authorization in Shopdesk.',
  'social.not_authorized':
    'The account {appid} has not authorized this shop on the messaging platform.',
  'social.link_expired':
    'This authorization link has expired (links are valid for {n} minutes); start a new authorization in Shopdesk.',

  // Webhooks.
  'webhooks.url_format': 'Enter an absolute http or https URL.',
  'webhooks.application_needed': 'Enter an application id.',
  'webhooks.url_text': 'Enter the URL as text.',
  'webhooks.not_found': 'No webhook with this id.',
  'webhooks.manager_only': 'Only a shop manager may give a webhook to another application.',
  'webhooks.duplicate': 'This application already has a webhook for this event and URL.',
  'webhooks.not_running': 'Deliveries are not running; try again shortly.',
  'webhooks.delivery_not_found': 'No delivery with this id.',
  'webhooks.shutting_down': 'The service is shutting down; try again later.',
  'webhooks.receiver_status': 'The receiver answered HTTP {status}; only 2xx counts as delivered.',
  'webhooks.private_address':
    '{address} is a loopback, link-local or private address; a manager may allow private targets in the shop settings.',
  'webhooks.private_resolved':
    '{host} resolves to {address}, a loopback, link-local or private address; a manager may allow private targets in the shop settings.',

  // Words a sentence carries in a placeholder (a noun, a status, what is asked for).
  'word.vendor': 'vendor',
  'word.product_tag': 'product tag',
  'word.category': 'category',
  'word.article_tag': 'article tag',
  'word.product': 'product',
  'word.article': 'article',
  'word.collection': 'collection',
  'word.customer': 'customer',
  'word.collection_id': 'collection_id',
  'word.mobile_as_text': 'the mobile number as text',
  'word.name_as_text': 'the name as text',
  'word.email_as_text': 'the email address as text, or null',
  'word.birthday_as_date': 'the birthday as YYYY-MM-DD, or null',
  'word.note_as_text': 'the note as text',
  'word.openid_as_text': 'the openid as text, or null',
  'word.keeps_condition_points': 'keeps condition_points 0',
  'word.cannot_be_deleted': 'cannot be deleted',
  'word.xlsx_workbook': 'a readable xlsx workbook',
  'word.unused': 'unused',
  'word.expired': 'expired',
  'word.canceled': 'canceled',
  'word.used': 'used',
  'word.day': 'day',
  'word.hour': 'hour',
  'word.a_whole_number': 'a whole number',
  'word.a_number_such_as': 'a number such as 0.5',
  'word.title_as_text': 'the title as text',
  'word.customer_id_as_number': 'the customer id as a whole number',
  'word.points_as_number': 'the points as a whole number',
  'word.reason_as_text': 'the reason as text',
  'word.none': '(none)',
  'word.a_counter': 'a counter',
  'word.unknown_account': 'an unknown account',

  // Stored words.
  'variant.default_title': 'Default Title',
} as const;
