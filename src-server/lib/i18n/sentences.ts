/**
 * The server's sentences for people, in English as the code writes them and in Chinese
 * (docs/API.md, "Languages"). `{name}` stands for a part that varies (an id, a title, a time);
 * each placeholder's text is itself looked up in WORDS and in these sentences, so a sentence
 * that names another ("Cannot be consumed: {reason}.") comes out whole in Chinese.
 *
 * Keyed by the English text so that the code keeps writing one plain sentence where it refuses
 * (and stored texts of older versions, such as an order's timeline, read in Chinese too). A
 * sentence missing here falls back to its error code's sentence (catalogue.ts), never to English.
 */
export const SENTENCES: readonly (readonly [en: string, zh: string])[] = [
  // Any endpoint (http/).
  ['Authentication credentials were not provided.', '未提供身份凭证，请先登录。'],
  ['Only a shop manager may do this.', '只有店长可以执行此操作。'],
  [
    'Send the credential as "Authorization: Token <token>" or "Bearer <token>".',
    '请以 "Authorization: Token <令牌>" 或 "Bearer <令牌>" 的形式发送凭证。',
  ],
  ['The credential is unknown, revoked or expired.', '凭证无效、已撤销或已过期，请重新登录。'],
  ['This needs a staff token.', '此操作需要员工令牌。'],
  ['Needs a staff token.', '需要员工令牌。'],
  ['This staff account was deactivated.', '此员工账号已停用。'],
  ['This needs the scope {scope}.', '此操作需要权限范围 {scope}。'],
  ['Invalid value.', '值无效。'],
  ['Send the body as application/json.', '请以 application/json 格式发送请求内容。'],
  ['The Content-Length header does not match the body.', 'Content-Length 请求头与请求内容不符。'],
  [
    'The body is empty but the Content-Type says JSON.',
    '请求内容为空，但 Content-Type 声明为 JSON。',
  ],
  ['The body is not valid JSON.', '请求内容不是有效的 JSON。'],
  [
    'The database cannot be reached right now: nothing was changed. Try again shortly.',
    '暂时无法连接数据库：没有做任何更改。请稍后重试。',
  ],
  [
    'The database is busy with other changes to the same records: try again.',
    '数据库正忙于对相同记录的其他更改：请重试。',
  ],
  [
    'The disk is full: nothing was saved. Free some space on this computer and try again.',
    '磁盘已满：没有保存任何内容。请在这台电脑上腾出空间后重试。',
  ],
  [
    'The request body is too large (1 MiB at most; 64 KiB before signing in).',
    '请求内容过大（最多 1 MiB；登录前最多 64 KiB）。',
  ],
  ['The request could not be read.', '无法读取该请求。'],
  ['The request has invalid fields.', '请求中有无效的字段。'],
  ['The request body has invalid fields.', '请求内容中有无效的字段。'],
  ['The request query or path has invalid fields.', '请求的查询参数或路径中有无效的字段。'],
  ['Something went wrong on our side (request {id}).', '服务器出错了（请求编号 {id}）。'],
  ['Choose csv or xlsx.', '请选择 csv 或 xlsx。'],
  ['Choose zh-CN or en.', '请选择 zh-CN 或 en。'],
  ['At most {n} characters.', '最多 {n} 个字符。'],
  ['Enter a number with at most two decimals.', '请输入最多两位小数的数字。'],
  ['Enter a number with at most four decimals.', '请输入最多四位小数的数字。'],
  ['Enter a price with at most two decimals.', '请输入最多两位小数的价格。'],
  ['The list is too long.', '列表过长。'],
  ['The request names its Host more than once.', '请求多次指定了 Host。'],
  ['The request path is not valid.', '请求路径无效。'],
  ['The request path is too long.', '请求路径过长。'],
  ['The request target is too long.', '请求目标过长。'],
  ['The request target must be a path.', '请求目标必须是路径。'],
  ['Requests from other web sites are refused.', '拒绝来自其他网站的请求。'],
  [
    'This server only answers requests addressed to its loopback address.',
    '本服务器只响应发往其本机回环地址的请求。',
  ],
  [
    'This server only answers requests addressed to {host} or its loopback address.',
    '本服务器只响应发往 {host} 或其本机回环地址的请求。',
  ],
  [
    'Send a UUID, e.g. 1b4e28ba-2fa1-11d2-883f-0016d3cca427.',
    '请发送一个 UUID，例如 1b4e28ba-2fa1-11d2-883f-0016d3cca427。',
  ],
  [
    'The first request with this Idempotency-Key is still running: send it again shortly.',
    '使用此 Idempotency-Key 的第一个请求仍在处理中：请稍后再发送。',
  ],
  [
    'This Idempotency-Key was sent with another request: use a new key for a new request.',
    '此 Idempotency-Key 已用于另一个请求：新请求请使用新的键。',
  ],
  [
    'The text has a lone UTF-16 surrogate: it is not valid Unicode.',
    '文本含有孤立的 UTF-16 代理字符：不是有效的 Unicode。',
  ],
  ['At most {n} KiB of JSON.', 'JSON 最多 {n} KiB。'],
  ['Nest objects and lists at most {n} levels deep.', '对象和列表最多嵌套 {n} 层。'],
  [
    'The body nests objects and lists more than {n} levels deep.',
    '请求内容中对象和列表的嵌套超过 {n} 层。',
  ],
  ['Invalid page.', '页码无效。'],
  ['Not found.', '未找到。'],
  ['The id must be a whole number.', 'id 必须是整数。'],
  ['The id must be at least 1.', 'id 至少为 1。'],
  ['The id is too large.', 'id 过大。'],
  ['Not an IP address or range: "{entry}".', '不是 IP 地址或地址段："{entry}"。'],
  [
    'An amount is too large to be kept exactly: order fewer items or split the order.',
    '金额过大，无法精确保存：请减少商品数量或拆分订单。',
  ],
  [
    'Decimal with at most two decimals, as a string ("12.50") or number.',
    '最多两位小数的数值，可为字符串（"12.50"）或数字。',
  ],
  ['Must be at least {n}.', '不能小于 {n}。'],
  ['Must be at most {n}.', '不能大于 {n}。'],
  ['Must be greater than {n}.', '必须大于 {n}。'],
  ['Must be later than from.', '必须晚于开始时间（from）。'],
  ['The password may have at most 128 characters.', '密码最多 128 个字符。'],
  ['The password may not be the username.', '密码不能与用户名相同。'],
  ['The password needs at least 8 characters.', '密码至少需要 8 个字符。'],
  ['Too many sign-ins at once; try again shortly.', '同时登录的请求过多，请稍后重试。'],
  ['Use 3–32 letters, digits, "_", "." or "-".', '请使用 3–32 个字母、数字、"_"、"." 或 "-"。'],
  [
    'Enter a timestamp such as 2026-11-21T19:30:00+08:00 or 2026-11-21 19:30:00.',
    '请输入时间，例如 2026-11-21T19:30:00+08:00 或 2026-11-21 19:30:00。',
  ],
  [
    'Enter a time as YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z], e.g. 2026-11-21T19:30:00+08:00.',
    '请按 YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z] 格式输入时间，例如 2026-11-21T19:30:00+08:00。',
  ],
  ['Enter true or false.', '请输入 true 或 false。'],
  ['Enter true, false, 1 or 0.', '请输入 true、false、1 或 0。'],
  ['This field is required.', '此项为必填项。'],
  ['This field may not be blank.', '此项不能为空。'],
  ['Enter a whole number.', '请输入整数。'],
  ['Enter an object.', '请输入一个对象。'],
  ['Listed twice.', '重复列出。'],
  ['Larger sizes are clamped to {n}.', '更大的值按 {n} 处理。'],

  // Customers.
  [
    'Choose one of: male, female, unknown.',
    '请选择 male（男）、female（女）或 unknown（未知）之一。',
  ],
  [
    'Enter a WeChat openid: 6–64 letters, digits, - or _.',
    '请输入微信 openid：6–64 个字母、数字、- 或 _。',
  ],
  ['Enter a WeChat openid.', '请输入微信 openid。'],
  [
    'Enter a mainland China mobile number: 11 digits starting with 13–19.',
    '请输入中国大陆手机号：以 13–19 开头的 11 位数字。',
  ],
  ['Enter a mainland China mobile number.', '请输入中国大陆手机号。'],
  ['Enter a real date as YYYY-MM-DD, or null.', '请按 YYYY-MM-DD 输入有效日期，或留空（null）。'],
  ['Enter a valid email address, or null.', '请输入有效的电子邮箱地址，或留空（null）。'],
  ['Enter {what}.', '请输入{what}。'],
  ['A customer with this mobile number already exists.', '已有使用此手机号的顾客。'],
  ['The birthday cannot be in the future.', '生日不能晚于今天。'],
  ['No customer with this id.', '没有此 id 的顾客。'],

  // Discounts and checkout.
  [
    'Another code of the same coupon is already on the order.',
    '订单上已有同一优惠券的另一个券码。',
  ],
  ['None of the order lines is one this coupon applies to.', '订单中没有适用此优惠券的商品。'],
  [
    'Nothing is left on the order for this coupon to take off.',
    '订单上已没有可供此优惠券抵扣的金额。',
  ],
  [
    'The customer has used this coupon already; it allows one use per customer.',
    '该顾客已使用过此优惠券；每位顾客限用一次。',
  ],
  ['The order has fewer of the items this coupon needs.', '订单中此优惠券所需商品的数量不足。'],
  ['There is no coupon code like this.', '没有这个券码。'],
  [
    'This coupon cannot be combined with the other discounts of the order.',
    '此优惠券不能与订单的其他优惠同时使用。',
  ],
  ['This coupon code belongs to another customer.', '此券码属于其他顾客。'],
  ['This coupon code cannot be used yet.', '此券码尚未到可用时间。'],
  ['This coupon code has expired.', '此券码已过期。'],
  ['This coupon code was given twice.', '此券码重复填写。'],
  ['This coupon code was used.', '此券码已被使用。'],
  ['This coupon has been used as often as it may.', '此优惠券已达使用次数上限。'],
  [
    'The coupon code {code} was used by another order meanwhile.',
    '券码 {code} 刚刚已被另一个订单使用。',
  ],
  ['The customer has used the price rule "{title}" already.', '该顾客已使用过优惠规则“{title}”。'],
  [
    'The price rule "{title}" has been used as often as it may.',
    '优惠规则“{title}”已达使用次数上限。',
  ],
  ['Could not generate unique coupon codes.', '无法生成不重复的券码。'],
  [
    'A percentage must lie from -100.00 up to (not including) 0.',
    '百分比必须在 -100.00 到 0 之间（不含 0）。',
  ],
  ['Give at least one code to issue.', '请至少提供一个要发放的券码。'],
  ['Give the coupon a title (or price_rule.title).', '请为优惠券填写名称（或 price_rule.title）。'],
  [
    'Leave the entitled lists out (null) when target_selection is all.',
    'target_selection 为 all 时，请不要填写适用范围列表（null）。',
  ],
  ['The value is a discount: it must be negative.', '该值是折扣：必须为负数。'],
  ['Use 1–32 letters, digits, "-" or "_".', '请使用 1–32 个字母、数字、"-" 或 "_"。'],
  ['Use 1–64 letters, digits, "-" or "_".', '请使用 1–64 个字母、数字、"-" 或 "_"。'],
  [
    'With target_selection entitled, give at least one entitled product, collection, category or vendor.',
    'target_selection 为 entitled 时，请至少指定一个适用的商品、商品集、分类或品牌。',
  ],
  ['Issue at most {n} codes at once.', '一次最多发放 {n} 个券码。'],
  ['Another coupon code has this code.', '已有另一个券码使用此代码。'],
  ['Another coupon has this code_prefix.', '已有另一个优惠券使用此 code_prefix。'],
  ['No code was issued: some elements are invalid.', '未发放任何券码：部分条目无效。'],
  ['No coupon code with this id.', '没有此 id 的券码。'],
  ['No coupon with this id.', '没有此 id 的优惠券。'],
  ['No price rule with this id.', '没有此 id 的优惠规则。'],
  ['No vendor with this title.', '没有此名称的品牌。'],
  ['The end must not be before the start (starts_at).', '结束时间不能早于开始时间（starts_at）。'],
  [
    'This customer already has a code of this coupon, which allows one per customer.',
    '该顾客已有此优惠券的券码，每位顾客限一个。',
  ],
  [
    'This price rule belongs to a coupon, so it cannot be automatic.',
    '此优惠规则属于优惠券，不能设为自动优惠。',
  ],
  ['No {table} with this id.', '没有此 id 的{table}。'],
  [
    'This price rule belongs to the coupon {prefix} (id {id}); delete the coupon instead.',
    '此优惠规则属于优惠券 {prefix}（id {id}）；请改为删除该优惠券。',
  ],

  // Imports.
  ['The file has no "mobile" column.', '文件中没有 "mobile" 列。'],
  [
    'The file is neither UTF-8 nor GBK/GB18030 text: save it as "CSV UTF-8" and import it again.',
    '文件既不是 UTF-8 也不是 GBK/GB18030 文本：请另存为“CSV UTF-8”后重新导入。',
  ],
  ['The file has no header row.', '文件没有表头行。'],
  ['The file is empty.', '文件为空。'],
  ['The file is not {what}.', '文件不是{what}。'],
  ['Another variant of this row has this SKU.', '此行的另一个规格已使用此 SKU。'],
  ['Enter JSON, as the export writes it.', '请按导出文件的格式填写 JSON。'],
  [
    'Give every variant a SKU: imports find products by it.',
    '请为每个规格填写 SKU：导入按 SKU 查找商品。',
  ],
  [
    'The file has neither a "variants" nor a "sku" column.',
    '文件中既没有 "variants" 列，也没有 "sku" 列。',
  ],
  ['The file has no "title" column.', '文件中没有 "title" 列。'],
  ['Send the file as {a} or {b}.', '请以 {a} 或 {b} 格式发送文件。'],
  ['The file lacks columns.', '文件缺少列。'],
  ['Row {row} of this file has "{key}" too.', '文件第 {row} 行也有“{key}”。'],
  ['The file is not a readable xlsx workbook.', '文件不是可读取的 xlsx 工作簿。'],
  [
    'The workbook unpacks to more than {n} MiB: it is no sheet of at most 10,000 rows.',
    '工作簿解压后超过 {n} MiB：不是最多 10,000 行的表格。',
  ],
  ['The file has more than {n} rows.', '文件超过 {n} 行。'],

  // Loyalty.
  ['Enter a number of points other than 0.', '请输入不为 0 的积分数。'],
  ['Must be at least 0.', '不能小于 0。'],
  ['Must be at least 1.', '不能小于 1。'],
  ['Another level has these condition_points.', '已有另一个等级使用此 condition_points。'],
  ['Another level has this title.', '已有另一个等级使用此名称。'],
  ['No loyalty level with this id.', '没有此 id 的会员等级。'],
  ['No point history entry with this id.', '没有此 id 的积分记录。'],
  ['The customer does not have these points any more.', '该顾客已没有这些积分。'],
  [
    'At {points} points per 1.00, redeem a multiple of {step} points (they must make whole cents).',
    '按每 {points} 积分抵 1.00，请兑换 {step} 的整数倍积分（须折合整分）。',
  ],
  [
    'At the level {level} an order may redeem at most {n} points.',
    '“{level}”等级每单最多兑换 {n} 积分。',
  ],
  [
    'At the level {level} at most {n} points may be redeemed a month; {used} already were this month.',
    '“{level}”等级每月最多兑换 {n} 积分；本月已兑换 {used}。',
  ],
  ['The customer has only {n} points.', '该顾客只有 {n} 积分。'],
  [
    'The customer has only {n} points: the balance cannot go below zero.',
    '该顾客只有 {n} 积分：余额不能低于零。',
  ],
  [
    'The level with condition_points 0 is where every customer starts: it {what}.',
    'condition_points 为 0 的等级是每位顾客的起始等级：{what}。',
  ],
  [
    'This order earned {points} points but the customer has only {left} left: give him the missing points (adjust) or cancel the orders that spent them first.',
    '此订单获得了 {points} 积分，但该顾客只剩 {left}：请先补足缺少的积分（调整），或先取消用掉这些积分的订单。',
  ],
  [
    'This refund takes back {points} points but the customer has only {left} left: give him the missing points (adjust) first.',
    '此次退款要收回 {points} 积分，但该顾客只剩 {left}：请先补足缺少的积分（调整）。',
  ],

  // Notifications.
  [
    'No WeChat template for this notice and SMS is not set up.',
    '此通知没有微信模板，且未设置短信。',
  ],
  ['The customer does not accept SMS.', '该顾客不接收短信。'],
  [
    'The customer has no WeChat openid and SMS is not set up for this notice.',
    '该顾客没有微信 openid，且此通知未设置短信。',
  ],
  ['The customer has no mobile number.', '该顾客没有手机号。'],
  ['A name of letters, digits and _.', '名称只能由字母、数字和 _ 组成。'],
  ['At most 20 fields.', '最多 20 个字段。'],
  ['Enter a time as HH:mm.', '请按 HH:mm 格式输入时间。'],
  ['Enter an http(s) URL.', '请输入 http(s) 网址。'],
  [
    'No notice channel is set up: configure SMS or WeChat in the notification settings.',
    '未设置通知渠道：请在通知设置中配置短信或微信。',
  ],
  ['No notification with this id.', '没有此 id 的通知。'],
  ['No pick-up code with this id.', '没有此 id 的取货码。'],
  ['The package has been collected.', '包裹已被取走。'],
  [
    'The package is not prepared yet: only a waiting package gets the ready notice.',
    '包裹尚未备货：只有待取的包裹才能发送取货通知。',
  ],
  [
    'The ready notice of this package was sent less than 10 minutes ago; try again in {n} s.',
    '此包裹的取货通知不到 10 分钟前刚发送过；请在 {n} 秒后重试。',
  ],
  ['No answer within {n} s.', '{n} 秒内没有应答。'],
  ['Held back by the quiet hours.', '因免打扰时段而暂缓发送。'],
  ['The package is no longer marked prepared.', '包裹已不再标记为已备货。'],
  ['The package was collected before the notice went out.', '通知发出前包裹已被取走。'],
  ['The pick-up code has expired.', '取货码已过期。'],
  ['The pick-up code no longer exists.', '取货码已不存在。'],

  // Orders.
  ['A delivery order needs a shipping address.', '配送订单需要收货地址。'],
  ['A delivery order needs a shipping method.', '配送订单需要配送方式。'],
  ['A pick-up order needs the store it is picked up at.', '自提订单需要指定取货门店。'],
  ['A place code has six digits.', '地区编码为六位数字。'],
  ['An order needs at least one line.', '订单至少需要一件商品。'],
  [
    'Give customer_id or customer {mobile, full_name, email}.',
    '请提供 customer_id 或 customer {mobile, full_name, email}。',
  ],
  ['Give customer_id or customer, not both.', '请只提供 customer_id 或 customer 其中之一。'],
  [
    'Give each variant once (raise its quantity instead).',
    '每个规格只能出现一次（请改为增加数量）。',
  ],
  ['A new customer has no points to redeem.', '新顾客没有可兑换的积分。'],
  ['A pick-up order is handed out at the counter.', '自提订单在柜台交付。'],
  ['Choose the items or the shipping to refund.', '请选择要退款的商品或运费。'],
  ['Every line of the order was sent already.', '订单的所有商品都已发货。'],
  ['More than was paid would be refunded.', '退款金额将超过已付金额。'],
  ['No active store with this id.', '没有此 id 的营业门店。'],
  ['No line of this order has this id.', '此订单没有此 id 的商品行。'],
  ['No order with this id.', '没有此 id 的订单。'],
  ['No shipping method with this id.', '没有此 id 的配送方式。'],
  ['No variant with this id.', '没有此 id 的规格。'],
  [
    'Part of the order was refunded: refund the rest instead of cancelling it.',
    '订单已部分退款：请退还剩余部分，而不是取消订单。',
  ],
  ['Points cannot be redeemed in this shop.', '本店不能兑换积分。'],
  ['The order is already cancelled.', '订单已取消。'],
  ['The order is already paid.', '订单已付款。'],
  ['The order is closed.', '订单已关闭。'],
  ['The order is not paid yet.', '订单尚未付款。'],
  ['The order was cancelled: it cannot be paid.', '订单已取消：不能付款。'],
  ['The order was cancelled.', '订单已取消。'],
  [
    'The order was picked up: roll the pick-up back before cancelling it.',
    '订单已被取货：请先撤销取货再取消订单。',
  ],
  ['The order was refunded in full.', '订单已全额退款。'],
  ['The shipping was refunded already or cost nothing.', '运费已退还或为零。'],
  ['This line is given twice.', '此商品行重复填写。'],
  ['This line was sent or refunded already.', '此商品行已发货或已退款。'],
  ['This product is not published: it is not for sale.', '此商品未上架：不可销售。'],
  ['This shipping method does not deliver to that place.', '此配送方式不配送到该地区。'],
  [
    'Line {line}: only {left} of "{title}" left in stock, {n} ordered.',
    '第 {line} 行：“{title}”库存只剩 {left}，订购了 {n}。',
  ],
  ['Only {n} of this line are left to refund.', '此商品行只剩 {n} 件可退。'],
  ['Unknown place code {code}.', '未知的地区编码 {code}。'],
  // The order's timeline.
  ['Order placed for pick-up.', '已下单，到店自提。'],
  ['Order placed for delivery.', '已下单，快递配送。'],
  ['Payment received.', '已收款。'],
  ['Pick-up code {key} issued.', '已生成取货码 {key}。'],
  ['Cancelled.', '已取消。'],
  ['Cancelled: {reason}', '已取消：{reason}'],
  [
    'Sent by {carrier}, tracking number {number} ({n} of {total} lines).',
    '已由 {carrier} 发货，运单号 {number}（共 {total} 行中的 {n} 行）。',
  ],
  ['Refunded {amount}: {reason}', '已退款 {amount}：{reason}'],
  ['Picked up at {store}, handed out by {staff}.', '已在{store}取货，由 {staff} 交付。'],
  [
    'Picked up at {store}, handed out by {staff}, collected by {who}.',
    '已在{store}取货，由 {staff} 交付，取件人：{who}。',
  ],
  [
    'Handed out offline at {where} ({store}) by {staff}.',
    '已于离线时在{where}（{store}）由 {staff} 交付。',
  ],
  [
    'Handed out offline at {where} ({store}) by {staff}, collected by {who}.',
    '已于离线时在{where}（{store}）由 {staff} 交付，取件人：{who}。',
  ],
  ['Pick-up rolled back by {staff}.', '取货已由 {staff} 撤销。'],
  ['Package prepared.', '包裹已备货。'],
  ['Package marked as not prepared.', '包裹已标记为未备货。'],
  ['Hand-out rolled back.', '交付已撤销。'],
  [
    'The package was handed out again; the later hand-out has its own receipt.',
    '包裹已再次交付，以后一次交付的取货回执为准。',
  ],
  ['The hand-out was rolled back before the receipt went out.', '回执发出前交付已被撤销。'],

  // Pick-up codes at the counter.
  ['No pick-up code with this key.', '没有此取货码。'],
  ['The code changed while it was consumed: try again.', '核销时取货码发生了变化：请重试。'],
  [
    'A hand-out at {at} is not accepted: only hand-outs of the last {hours} hours, after the code was issued.',
    '不接受 {at} 的交付：只接受最近 {hours} 小时内、取货码生成之后的交付。',
  ],
  ['Order {number} was cancelled: nothing to prepare.', '订单 {number} 已取消：无需备货。'],
  ['Order {number} was cancelled: this code is void.', '订单 {number} 已取消：此取货码作废。'],
  [
    'The code was used more than {hours} hours ago: only a manager may roll it back now.',
    '取货码在 {hours} 小时前已被使用：现在只有店长可以撤销。',
  ],
  [
    'This code belongs to {store}: the package is picked up there.',
    '此取货码属于{store}：包裹在那里取货。',
  ],
  [
    'This code belongs to {store}: the package was already handed out there at {at} by {staff}.',
    '此取货码属于{store}：包裹已于 {at} 在那里由 {staff} 交付。',
  ],
  ['This code expired at {at}.', '此取货码已于 {at} 过期。'],
  [
    'This code is {status}, not used: nothing to roll back.',
    '此取货码{status}，未被使用：无需撤销。',
  ],
  [
    'This code was already used at {at} by {staff} ({store}).',
    '此取货码已于 {at} 由 {staff} 使用（{store}）。',
  ],
  ['A pick-up key has 12 digits.', '取货码为 12 位数字。'],
  ['Pass the cursor of the previous answer as it was.', '请原样传回上一次应答中的游标。'],
  ['Say who collects the package.', '请说明由谁取件。'],
  ['Name the store to copy.', '请指定要复制的门店。'],
  ['No pick-up code for this order.', '此订单没有取货码。'],
  ['This account belongs to no store.', '此账号不属于任何门店。'],
  ["Staff copy their own store's codes only.", '店员只能复制本门店的取货码。'],
  [
    'This cursor is of another store: start without one.',
    '此游标属于其他门店：请不带游标重新开始。',
  ],

  // Reports.
  [
    'At most {n} {interval}s per report: narrow the window or choose a longer interval.',
    '每份报表最多 {n} 个{interval}：请缩小时间范围或选择更长的间隔。',
  ],
  ['At least 1 hour.', '至少 1 小时。'],
  ['At most 720 hours (30 days).', '最多 720 小时（30 天）。'],
  ['Choose day or hour.', '请选择 day（天）或 hour（小时）。'],
  ['Give the hours as a whole number.', '小时数请填写整数。'],
  ['The store id is too large.', '门店 id 过大。'],
  ['The store id must be a whole number.', '门店 id 必须是整数。'],
  ['The store id must be at least 1.', '门店 id 至少为 1。'],

  // Shipping.
  ['No place with this id.', '没有此 id 的地区。'],
  ['No place with this parent_code.', '没有此 parent_code 的地区。'],
  ['Choose at least one place.', '请至少选择一个地区。'],
  [
    'Only true is accepted: make another group the default instead.',
    '只接受 true：请改为将另一个分组设为默认。',
  ],
  ['No shipping method group with this id.', '没有此 id 的配送方式分组。'],
  ['This zone does not belong to the method.', '此区域不属于该配送方式。'],
  ['Place {code} is listed twice.', '地区 {code} 重复列出。'],

  // The catalog.
  ['Another article has this name.', '已有另一篇文章使用此名称。'],
  ['No article with this id.', '没有此 id 的文章。'],
  ['A smart collection needs at least one rule.', '智能商品集至少需要一条规则。'],
  ['Another collection has this name.', '已有另一个商品集使用此名称。'],
  ['No collection with this id.', '没有此 id 的商品集。'],
  [
    'Only a smart collection has rules: set smart to true.',
    '只有智能商品集才有规则：请将 smart 设为 true。',
  ],
  ['The product is already in the collection.', '该商品已在商品集中。'],
  ['This product is not in the collection.', '该商品不在商品集中。'],
  ['Another {noun} has the name "{name}".', '已有另一个{noun}使用名称“{name}”。'],
  ['Enter the text to compare with.', '请输入要比较的文本。'],
  ['A product needs at least one variant.', '商品至少需要一个规格。'],
  [
    'Give an absolute http(s) URL or a path starting with /.',
    '请填写完整的 http(s) 网址，或以 / 开头的路径。',
  ],
  ['Use letters, digits, - and _ only.', '只能使用字母、数字、- 和 _。'],
  ['Another option has this title.', '已有另一个选项使用此名称。'],
  ['Another product has this name.', '已有另一个商品使用此名称。'],
  ['Another variant has the same options.', '已有另一个规格使用相同的选项。'],
  ['Give each option once.', '每个选项只能出现一次。'],
  ['Give each value once.', '每个值只能出现一次。'],
  ['Give the price of a new variant.', '请填写新规格的价格。'],
  ['No product with this id.', '没有此 id 的商品。'],
  [
    'The current variants do not fit the new options: send them too.',
    '现有规格与新选项不符：请一并提交规格。',
  ],
  ['The product has no options.', '该商品没有选项。'],
  ['Give a value for "{option}".', '请为“{option}”填写一个值。'],
  ['No category with the id {id}.', '没有 id 为 {id} 的分类。'],
  ['No product with the id {id}.', '没有 id 为 {id} 的商品。'],
  ['The product has no option "{option}".', '该商品没有选项“{option}”。'],
  ['A {noun} with the title "{title}" already exists.', '名称为“{title}”的{noun}已存在。'],
  ['No {noun} with this id.', '没有此 id 的{noun}。'],

  // The shop, staff and applications.
  [
    'Give at least one scope, e.g. "read write" or "shippings:read".',
    '请至少提供一个权限范围，例如 "read write" 或 "shippings:read"。',
  ],
  ['No application with this id.', '没有此 id 的应用。'],
  ['The built-in desktop application cannot be revoked.', '内置的桌面应用不能撤销。'],
  [
    'The username or password is wrong, or the account is inactive.',
    '用户名或密码错误，或账号已停用。',
  ],
  [
    'Too many failed sign-ins. Try again in {n} minutes.',
    '登录失败次数过多。请在 {n} 分钟后重试。',
  ],
  ['Enter a domain name such as shop.example.com.', '请输入域名，例如 shop.example.com。'],
  ['Enter an IANA time zone such as Asia/Shanghai.', '请输入 IANA 时区，例如 Asia/Shanghai。'],
  [
    'The shop has not been set up yet: run "init" or "serve".',
    '店铺尚未初始化：请运行 "init" 或 "serve"。',
  ],
  ['No shop with this domain.', '没有此域名的店铺。'],
  ['A staff member belongs to one store: choose it.', '店员属于一个门店：请选择门店。'],
  ['Another staff account has this username.', '已有另一个员工账号使用此用户名。'],
  ['No staff member with this id.', '没有此 id 的员工。'],
  ['No store with this id.', '没有此 id 的门店。'],
  [
    'This is the only active manager: the shop needs one.',
    '这是唯一在职的店长：店铺至少需要一位。',
  ],
  ['This store is not active.', '此门店未营业。'],

  // The messaging platform.
  [
    'The messaging platform could not be reached for {what} ({cause}).',
    '{what}时无法连接消息平台（{cause}）。',
  ],
  [
    'The messaging platform did not answer {what} within {n} s.',
    '消息平台在 {n} 秒内没有应答{what}。',
  ],
  [
    'The messaging platform gave an unexpected answer to {what}: {why}.',
    '消息平台对{what}的应答异常：{why}。',
  ],
  [
    'The messaging platform refused {what}: errcode {errcode}, errmsg "{errmsg}".',
    '消息平台拒绝了{what}：errcode {errcode}，errmsg "{errmsg}"。',
  ],
  ['The messaging platform answered with an error.', '消息平台返回了错误。'],
  ['The messaging platform did not answer in time.', '消息平台没有及时应答。'],
  ['The messaging platform is not configured or unavailable.', '消息平台未配置或不可用。'],
  [
    'Enter an absolute http(s) URL such as https://example.com/done.',
    '请输入完整的 http(s) 网址，例如 https://example.com/done。',
  ],
  [
    'Enter the third-party platform app id (letters, digits, _ or -).',
    '请输入第三方平台的 appid（字母、数字、_ 或 -）。',
  ],
  ['No authorization was started with this state.', '没有以此 state 开始的授权。'],
  ['No authorized account with this app id.', '没有此 appid 的已授权账号。'],
  ['This authorization link has already been used.', '此授权链接已被使用。'],
  [
    'This authorization link has already been used; start a new authorization in Shopdesk.',
    '此授权链接已被使用；请在 Shopdesk 中重新发起授权。',
  ],
  [
    'The account {appid} has not authorized this shop on the messaging platform.',
    '账号 {appid} 尚未在消息平台上授权本店铺。',
  ],
  [
    'This authorization link has expired (links are valid for {n} minutes); start a new authorization in Shopdesk.',
    '此授权链接已过期（链接有效期为 {n} 分钟）；请在 Shopdesk 中重新发起授权。',
  ],

  // Webhooks.
  ['Enter an absolute http or https URL.', '请输入完整的 http 或 https 网址。'],
  ['Enter an application id.', '请输入应用 id。'],
  ['Enter the URL as text.', '请以文本形式填写网址。'],
  ['No webhook with this id.', '没有此 id 的 Webhook。'],
  [
    'Only a shop manager may give a webhook to another application.',
    '只有店长可以把 Webhook 交给其他应用。',
  ],
  [
    'This application already has a webhook for this event and URL.',
    '此应用已有相同事件和网址的 Webhook。',
  ],
  ['Deliveries are not running; try again shortly.', '推送服务未运行；请稍后重试。'],
  ['No delivery with this id.', '没有此 id 的推送记录。'],
  ['The service is shutting down; try again later.', '服务正在关闭；请稍后重试。'],
  [
    'The receiver answered HTTP {status}; only 2xx counts as delivered.',
    '接收方返回 HTTP {status}；只有 2xx 才算送达。',
  ],
  [
    '{address} is a loopback, link-local or private address; a manager may allow private targets in the shop settings.',
    '{address} 是本机回环、链路本地或私有地址；店长可以在店铺设置中允许私有目标。',
  ],
  [
    '{host} resolves to {address}, a loopback, link-local or private address; a manager may allow private targets in the shop settings.',
    '{host} 解析为 {address}，这是本机回环、链路本地或私有地址；店长可以在店铺设置中允许私有目标。',
  ],
];

/**
 * Single words and phrases the sentences above carry in a placeholder (a noun, a status, the
 * thing asked for), in Chinese.
 */
export const WORDS: Readonly<Record<string, string>> = {
  // Nouns of "No {noun} with this id." and "A {noun} with the title …".
  vendor: '品牌',
  'product tag': '商品标签',
  category: '分类',
  'article tag': '文章标签',
  product: '商品',
  article: '文章',
  collection: '商品集',
  customer: '顾客',
  // Tables of "No {table} with this id." (discounts).
  collection_id: '商品集',
  // What "Enter {what}." asks for (customers).
  'the mobile number as text': '文本形式的手机号',
  'the name as text': '文本形式的姓名',
  'the email address as text, or null': '文本形式的电子邮箱地址，或留空（null）',
  'the birthday as YYYY-MM-DD, or null': 'YYYY-MM-DD 格式的生日，或留空（null）',
  'the note as text': '文本形式的备注',
  'the openid as text, or null': '文本形式的 openid，或留空（null）',
  // The base loyalty level.
  'keeps condition_points 0': '它的 condition_points 必须保持为 0',
  'cannot be deleted': '它不能删除',
  // Imports.
  'a readable xlsx workbook': '可读取的 xlsx 工作簿',
  // Pick-up code states.
  unused: '未使用',
  expired: '已过期',
  canceled: '已作废',
  used: '已使用',
  // Report intervals.
  day: '天',
  hour: '小时',
  // Who handed a package out.
  'a counter': '某个柜台',
};
