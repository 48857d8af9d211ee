// Generated from the served OpenAPI document by `npm run api:types`; do not edit.
// test/server/openapi.test.ts fails when it is out of date.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health of the service
         * @description Public: no credential.
         */
        get: operations["healthRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: whether the database answers
         * @description For a load balancer or a counter: 200 `{status: 'ready'}` when `select 1` on the database answers within 1 s, otherwise 503 `{status: 'unavailable', reason}` with `Retry-After` within 2 s. `/api/health` stays the process's liveness. Both recover by themselves when the database comes back.
         */
        get: operations["healthReadyRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Request, database, webhook and pick-up figures in the Prometheus text format
         * @description Needs the scope `metrics:read` (a manager's staff token has every scope).
         */
        get: operations["metricsRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/shop_settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve shop settings
         * @description Needs the scope `shops:read` (a manager's staff token has every scope).
         */
        get: operations["shopsShopSettingsRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update shop settings
         * @description Needs the scope `shops:write` (a manager's staff token has every scope).
         */
        patch: operations["shopsShopSettingsPartialUpdate"];
        trace?: never;
    };
    "/api/shops/shop_settings/rotate_webhook_secret/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shop settings: rotate webhook secret
         * @description Needs the scope `shops:write` (a manager's staff token has every scope).
         */
        post: operations["shopsShopSettingsRotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/staff_login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a staff member in
         * @description Public: no credential.
         */
        post: operations["shopsStaffLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/staff_logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the calling staff token
         * @description Needs a staff token.
         */
        post: operations["shopsStaffLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/application/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List application
         * @description Needs a manager's staff token.
         */
        get: operations["shopsApplicationList"];
        put?: never;
        /**
         * Create application
         * @description Needs a manager's staff token.
         */
        post: operations["shopsApplicationCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/application/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete application
         * @description Needs a manager's staff token.
         */
        delete: operations["shopsApplicationDestroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/offline_shop/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List offline shop
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopsOfflineShopList"];
        put?: never;
        /**
         * Create offline shop
         * @description Needs the scope `shops:write` (a manager's staff token has every scope).
         */
        post: operations["shopsOfflineShopCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/offline_shop/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve offline shop
         * @description Needs the scope `shops:read` (a manager's staff token has every scope).
         */
        get: operations["shopsOfflineShopRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update offline shop
         * @description Needs the scope `shops:write` (a manager's staff token has every scope).
         */
        patch: operations["shopsOfflineShopPartialUpdate"];
        trace?: never;
    };
    "/api/shops/staff/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff
         * @description Needs a manager's staff token.
         */
        get: operations["shopsStaffList"];
        put?: never;
        /**
         * Create staff
         * @description Needs a manager's staff token.
         */
        post: operations["shopsStaffCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/staff/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve staff
         * @description Needs a manager's staff token.
         */
        get: operations["shopsStaffRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update staff
         * @description Needs a manager's staff token.
         */
        patch: operations["shopsStaffPartialUpdate"];
        trace?: never;
    };
    "/api/shops/action_history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List action history
         * @description Needs a staff token.
         */
        get: operations["shopsActionHistoryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/offline_sign_in/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a store's clerks for offline sign-in
         * @description Needs a staff token.
         */
        get: operations["shopsOfflineSignInRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shippings/shippingmethodgroup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shippingmethodgroup
         * @description Needs the scope `shippings:read` (a manager's staff token has every scope).
         */
        get: operations["shippingsShippingmethodgroupList"];
        put?: never;
        /**
         * Create shippingmethodgroup
         * @description Needs the scope `shippings:write` (a manager's staff token has every scope).
         */
        post: operations["shippingsShippingmethodgroupCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shippings/shippingmethodgroup/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve shippingmethodgroup
         * @description Needs the scope `shippings:read` (a manager's staff token has every scope).
         */
        get: operations["shippingsShippingmethodgroupRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete shippingmethodgroup
         * @description Needs the scope `shippings:write` (a manager's staff token has every scope).
         */
        delete: operations["shippingsShippingmethodgroupDestroy"];
        options?: never;
        head?: never;
        /**
         * Update shippingmethodgroup
         * @description Needs the scope `shippings:write` (a manager's staff token has every scope).
         */
        patch: operations["shippingsShippingmethodgroupPartialUpdate"];
        trace?: never;
    };
    "/api/shippings/shippingmethod/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shippingmethod
         * @description Needs the scope `shippings:read` (a manager's staff token has every scope).
         */
        get: operations["shippingsShippingmethodList"];
        put?: never;
        /**
         * Create shippingmethod
         * @description Needs the scope `shippings:write` (a manager's staff token has every scope).
         */
        post: operations["shippingsShippingmethodCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shippings/shippingmethod/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve shippingmethod
         * @description Needs the scope `shippings:read` (a manager's staff token has every scope).
         */
        get: operations["shippingsShippingmethodRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update shippingmethod
         * @description Needs the scope `shippings:write` (a manager's staff token has every scope).
         */
        patch: operations["shippingsShippingmethodPartialUpdate"];
        trace?: never;
    };
    "/api/shippings/shippingmethod/{id}/quote/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shippingmethod: quote
         * @description Needs the scope `shippings:read` (a manager's staff token has every scope).
         */
        post: operations["shippingsShippingmethodQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shippings/place/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List place
         * @description Needs the scope `shippings:read` (a manager's staff token has every scope).
         */
        get: operations["shippingsPlaceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shippings/place/for_area/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Place: for area
         * @description Needs the scope `shippings:read` (a manager's staff token has every scope).
         */
        get: operations["shippingsPlaceForArea"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shippings/place/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve place
         * @description Needs the scope `shippings:read` (a manager's staff token has every scope).
         */
        get: operations["shippingsPlaceRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shippings/all_place/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all place
         * @description Needs the scope `shippings:read` (a manager's staff token has every scope).
         */
        get: operations["shippingsAllPlaceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shippings/all_place/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve all place
         * @description Needs the scope `shippings:read` (a manager's staff token has every scope).
         */
        get: operations["shippingsAllPlaceRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social/settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve settings
         * @description Needs the scope `social:read` (a manager's staff token has every scope).
         */
        get: operations["socialSettingsRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update settings
         * @description Needs the scope `social:write` (a manager's staff token has every scope).
         */
        patch: operations["socialSettingsPartialUpdate"];
        trace?: never;
    };
    "/api/social/authorization/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List authorization
         * @description Needs the scope `social:read` (a manager's staff token has every scope).
         */
        get: operations["socialAuthorizationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social/authorization/authorization_url/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorization: authorization url
         * @description Needs the scope `social:write` (a manager's staff token has every scope).
         */
        post: operations["socialAuthorizationAuthorizationUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social/authorization/jump/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization: jump
         * @description Public: no credential.
         */
        get: operations["socialAuthorizationJump"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social/authorization/callback/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization: callback
         * @description Public: no credential.
         */
        get: operations["socialAuthorizationCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social/authorization/check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorization: check
         * @description Needs the scope `social:read` (a manager's staff token has every scope).
         */
        post: operations["socialAuthorizationCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/customer/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customer
         * @description Needs the scope `customers:read` (a manager's staff token has every scope).
         */
        get: operations["customersCustomerList"];
        put?: never;
        /**
         * Create customer
         * @description Needs the scope `customers:write` (a manager's staff token has every scope).
         */
        post: operations["customersCustomerCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/customer/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve customer
         * @description Needs the scope `customers:read` (a manager's staff token has every scope).
         */
        get: operations["customersCustomerRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update customer
         * @description Needs the scope `customers:write` (a manager's staff token has every scope).
         */
        patch: operations["customersCustomerPartialUpdate"];
        trace?: never;
    };
    "/api/shopfront/product/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontProductList"];
        put?: never;
        /**
         * Create product
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        post: operations["shopfrontProductCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopfront/product/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve product
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontProductRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete product
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        delete: operations["shopfrontProductDestroy"];
        options?: never;
        head?: never;
        /**
         * Update product
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        patch: operations["shopfrontProductPartialUpdate"];
        trace?: never;
    };
    "/api/shopfront/vendor/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vendor
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontVendorList"];
        put?: never;
        /**
         * Create vendor
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        post: operations["shopfrontVendorCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopfront/vendor/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve vendor
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontVendorRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete vendor
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        delete: operations["shopfrontVendorDestroy"];
        options?: never;
        head?: never;
        /**
         * Update vendor
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        patch: operations["shopfrontVendorPartialUpdate"];
        trace?: never;
    };
    "/api/shopfront/product_tag/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product tag
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontProductTagList"];
        put?: never;
        /**
         * Create product tag
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        post: operations["shopfrontProductTagCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopfront/product_tag/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve product tag
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontProductTagRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete product tag
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        delete: operations["shopfrontProductTagDestroy"];
        options?: never;
        head?: never;
        /**
         * Update product tag
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        patch: operations["shopfrontProductTagPartialUpdate"];
        trace?: never;
    };
    "/api/shopfront/category/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List category
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontCategoryList"];
        put?: never;
        /**
         * Create category
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        post: operations["shopfrontCategoryCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopfront/category/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve category
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontCategoryRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete category
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        delete: operations["shopfrontCategoryDestroy"];
        options?: never;
        head?: never;
        /**
         * Update category
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        patch: operations["shopfrontCategoryPartialUpdate"];
        trace?: never;
    };
    "/api/shopfront/collection/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List collection
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontCollectionList"];
        put?: never;
        /**
         * Create collection
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        post: operations["shopfrontCollectionCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopfront/collection/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve collection
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontCollectionRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete collection
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        delete: operations["shopfrontCollectionDestroy"];
        options?: never;
        head?: never;
        /**
         * Update collection
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        patch: operations["shopfrontCollectionPartialUpdate"];
        trace?: never;
    };
    "/api/shopfront/collection/{id}/products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to a collection
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        post: operations["shopfrontCollectionProductsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopfront/collection/{id}/products/{product_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete collection products
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        delete: operations["shopfrontCollectionProductsDestroy"];
        options?: never;
        head?: never;
        /**
         * Update collection products
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        patch: operations["shopfrontCollectionProductsPartialUpdate"];
        trace?: never;
    };
    "/api/shopfront/article/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List article
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontArticleList"];
        put?: never;
        /**
         * Create article
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        post: operations["shopfrontArticleCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopfront/article/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve article
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontArticleRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete article
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        delete: operations["shopfrontArticleDestroy"];
        options?: never;
        head?: never;
        /**
         * Update article
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        patch: operations["shopfrontArticlePartialUpdate"];
        trace?: never;
    };
    "/api/shopfront/article_tag/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List article tag
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontArticleTagList"];
        put?: never;
        /**
         * Create article tag
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        post: operations["shopfrontArticleTagCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopfront/article_tag/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve article tag
         * @description Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).
         */
        get: operations["shopfrontArticleTagRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete article tag
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        delete: operations["shopfrontArticleTagDestroy"];
        options?: never;
        head?: never;
        /**
         * Update article tag
         * @description Needs the scope `shopfront:write` (a manager's staff token has every scope).
         */
        patch: operations["shopfrontArticleTagPartialUpdate"];
        trace?: never;
    };
    "/api/orders/order/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order
         * @description Needs the scope `orders:read` (a manager's staff token has every scope).
         */
        get: operations["ordersOrderList"];
        put?: never;
        /**
         * Create order
         * @description Needs the scope `orders:write` (a manager's staff token has every scope). Honours `Idempotency-Key`: the same key and body within 24 hours answers the first answer again (header `Idempotent-Replayed: true`) without doing it twice, across processes; the same key with another body is 422 `idempotency_key_reused`.
         */
        post: operations["ordersOrderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/order/preview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order: preview
         * @description Needs the scope `orders:write` (a manager's staff token has every scope).
         */
        post: operations["ordersOrderPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/order/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve order
         * @description Needs the scope `orders:read` (a manager's staff token has every scope).
         */
        get: operations["ordersOrderRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/order/{id}/pay/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order: pay
         * @description Needs the scope `orders:write` (a manager's staff token has every scope). Honours `Idempotency-Key`: the same key and body within 24 hours answers the first answer again (header `Idempotent-Replayed: true`) without doing it twice, across processes; the same key with another body is 422 `idempotency_key_reused`.
         */
        post: operations["ordersOrderPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/order/{id}/fulfill/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order: fulfill
         * @description Needs the scope `orders:write` (a manager's staff token has every scope).
         */
        post: operations["ordersOrderFulfill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/order/{id}/refund/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order: refund
         * @description Needs the scope `orders:write` (a manager's staff token has every scope).
         */
        post: operations["ordersOrderRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/order/{id}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order: cancel
         * @description Needs the scope `orders:write` (a manager's staff token has every scope).
         */
        post: operations["ordersOrderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pick_up_code/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pick up code
         * @description Needs a staff token.
         */
        get: operations["ordersPickUpCodeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pick_up_code/changes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pick up code: changes
         * @description Needs a staff token.
         */
        get: operations["ordersPickUpCodeChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pick_up_code/check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pick up code: check
         * @description Needs a staff token.
         */
        get: operations["ordersPickUpCodeCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pick_up_code/consume/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pick up code: consume
         * @description Needs a staff token. Honours `Idempotency-Key`: the same key and body within 24 hours answers the first answer again (header `Idempotent-Replayed: true`) without doing it twice, across processes; the same key with another body is 422 `idempotency_key_reused`.
         */
        post: operations["ordersPickUpCodeConsume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pick_up_code/rollback/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pick up code: rollback
         * @description Needs a staff token. Honours `Idempotency-Key`: the same key and body within 24 hours answers the first answer again (header `Idempotent-Replayed: true`) without doing it twice, across processes; the same key with another body is 422 `idempotency_key_reused`.
         */
        post: operations["ordersPickUpCodeRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pick_up_code/receipt_preview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pick up code: receipt preview
         * @description Needs a staff token.
         */
        post: operations["ordersPickUpCodeReceiptPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pick_up_code/fetch/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pick up code: fetch
         * @description Public: no credential.
         */
        get: operations["ordersPickUpCodeFetch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pick_up_code/{id}/order/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pick up code: order
         * @description Needs a staff token.
         */
        get: operations["ordersPickUpCodeOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pick_up_code/{id}/stock_prepare/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pick up code: stock prepare
         * @description Needs a staff token.
         */
        post: operations["ordersPickUpCodeStockPrepare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/price_rule/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List price rule
         * @description Needs the scope `discounts:read` (a manager's staff token has every scope).
         */
        get: operations["discountsPriceRuleList"];
        put?: never;
        /**
         * Create price rule
         * @description Needs the scope `discounts:write` (a manager's staff token has every scope).
         */
        post: operations["discountsPriceRuleCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/price_rule/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve price rule
         * @description Needs the scope `discounts:read` (a manager's staff token has every scope).
         */
        get: operations["discountsPriceRuleRetrieve"];
        /**
         * Replace price rule
         * @description Needs the scope `discounts:write` (a manager's staff token has every scope).
         */
        put: operations["discountsPriceRuleUpdate"];
        post?: never;
        /**
         * Delete price rule
         * @description Needs the scope `discounts:write` (a manager's staff token has every scope).
         */
        delete: operations["discountsPriceRuleDestroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/coupon/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List coupon
         * @description Needs the scope `discounts:read` (a manager's staff token has every scope).
         */
        get: operations["discountsCouponList"];
        put?: never;
        /**
         * Create coupon
         * @description Needs the scope `discounts:write` (a manager's staff token has every scope).
         */
        post: operations["discountsCouponCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/coupon/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve coupon
         * @description Needs the scope `discounts:read` (a manager's staff token has every scope).
         */
        get: operations["discountsCouponRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete coupon
         * @description Needs the scope `discounts:write` (a manager's staff token has every scope).
         */
        delete: operations["discountsCouponDestroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/coupon_code/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List coupon code
         * @description Needs the scope `discounts:read` (a manager's staff token has every scope).
         */
        get: operations["discountsCouponCodeList"];
        put?: never;
        /**
         * Create coupon code
         * @description Needs the scope `discounts:write` (a manager's staff token has every scope).
         */
        post: operations["discountsCouponCodeCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/coupon_code/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve coupon code
         * @description Needs the scope `discounts:read` (a manager's staff token has every scope).
         */
        get: operations["discountsCouponCodeRetrieve"];
        /**
         * Replace coupon code
         * @description Needs the scope `discounts:write` (a manager's staff token has every scope).
         */
        put: operations["discountsCouponCodeUpdate"];
        post?: never;
        /**
         * Delete coupon code
         * @description Needs the scope `discounts:write` (a manager's staff token has every scope).
         */
        delete: operations["discountsCouponCodeDestroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/webhook/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook
         * @description Needs the scope `webhook:read` or `webhooks:read` (a manager's staff token has every scope).
         */
        get: operations["webhooksWebhookList"];
        put?: never;
        /**
         * Create webhook
         * @description Needs the scope `webhooks:write` (a manager's staff token has every scope).
         */
        post: operations["webhooksWebhookCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/webhook/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve webhook
         * @description Needs the scope `webhook:read` or `webhooks:read` (a manager's staff token has every scope).
         */
        get: operations["webhooksWebhookRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete webhook
         * @description Needs the scope `webhooks:write` (a manager's staff token has every scope).
         */
        delete: operations["webhooksWebhookDestroy"];
        options?: never;
        head?: never;
        /**
         * Update webhook
         * @description Needs the scope `webhooks:write` (a manager's staff token has every scope).
         */
        patch: operations["webhooksWebhookPartialUpdate"];
        trace?: never;
    };
    "/api/webhooks/webhook/{id}/deliveries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook: deliveries
         * @description Needs the scope `webhook:read` or `webhooks:read` (a manager's staff token has every scope).
         */
        get: operations["webhooksWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/delivery/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve delivery
         * @description Needs the scope `webhook:read` or `webhooks:read` (a manager's staff token has every scope).
         */
        get: operations["webhooksDeliveryRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/delivery/{id}/redeliver/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delivery: redeliver
         * @description Needs the scope `webhooks:write` (a manager's staff token has every scope).
         */
        post: operations["webhooksDeliveryRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/notification/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List notification
         * @description Needs a staff token.
         */
        get: operations["notificationsNotificationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/notification/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve notification
         * @description Needs a staff token.
         */
        get: operations["notificationsNotificationRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/pick_up_code/{id}/resend/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pick up code: resend
         * @description Needs a staff token.
         */
        post: operations["notificationsPickUpCodeResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/summary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve summary
         * @description Needs a staff token.
         */
        get: operations["notificationsSummaryRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve settings
         * @description Needs a manager's staff token.
         */
        get: operations["notificationsSettingsRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update settings
         * @description Needs a manager's staff token.
         */
        patch: operations["notificationsSettingsPartialUpdate"];
        trace?: never;
    };
    "/api/notifications/settings/test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settings: test
         * @description Needs a manager's staff token.
         */
        post: operations["notificationsSettingsTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/level/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List level
         * @description Needs the scope `loyalty:read` (a manager's staff token has every scope).
         */
        get: operations["loyaltyLevelList"];
        put?: never;
        /**
         * Create level
         * @description Needs the scope `loyalty:write` (a manager's staff token has every scope).
         */
        post: operations["loyaltyLevelCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/level/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve level
         * @description Needs the scope `loyalty:read` (a manager's staff token has every scope).
         */
        get: operations["loyaltyLevelRetrieve"];
        /**
         * Replace level
         * @description Needs the scope `loyalty:write` (a manager's staff token has every scope).
         */
        put: operations["loyaltyLevelUpdate"];
        post?: never;
        /**
         * Delete level
         * @description Needs the scope `loyalty:write` (a manager's staff token has every scope).
         */
        delete: operations["loyaltyLevelDestroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/point_history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List point history
         * @description Needs the scope `loyalty:read` (a manager's staff token has every scope).
         */
        get: operations["loyaltyPointHistoryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/point_history/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve point history
         * @description Needs the scope `loyalty:read` (a manager's staff token has every scope).
         */
        get: operations["loyaltyPointHistoryRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/point_history/adjust/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Point history: adjust
         * @description Needs the scope `loyalty:write` (a manager's staff token has every scope).
         */
        post: operations["loyaltyPointHistoryAdjust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/pick_up/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pick-up codes issued, prepared, handed out, expired and canceled per day or hour, with paid-to-handed-out times
         * @description Needs the scope `shops:read` (a manager's staff token has every scope).
         */
        get: operations["reportsPickUpList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/staff/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hand-outs (net of rollbacks), refusals (refused hand-outs and red checks), rollbacks and offline conflicts per staff member
         * @description Needs the scope `shops:read` (a manager's staff token has every scope).
         */
        get: operations["reportsStaffList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/sales/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Paid orders, revenue, discounts, points redeemed and top products
         * @description Needs the scope `shops:read` (a manager's staff token has every scope).
         */
        get: operations["reportsSalesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/waiting/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Packages waiting now per store: prepared, and expiring soon
         * @description Needs the scope `shops:read` (a manager's staff token has every scope).
         */
        get: operations["reportsWaitingList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import products from a CSV or xlsx file, with a dry run
         * @description The body is the file itself: `Content-Type: text/csv` (UTF-8, a BOM allowed) or `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` (the first sheet), at most 20 MiB and 10,000 rows; the first row names the columns, as the list's export writes them. `dry_run=true` (the default) reports per row what would be created, updated or left unchanged and every error, and writes nothing; `dry_run=false` applies the rows without errors, one transaction per batch of 500 rows. With `Accept: application/x-ndjson` the answer is streamed as lines of JSON: `{"progress":{"done","total"}}` while rows are done, then `{"result":{…}}` (this answer) or `{"error":{detail, code}}`.
         */
        post: operations["importsProductsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/customers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import customers from a CSV or xlsx file, with a dry run
         * @description The body is the file itself: `Content-Type: text/csv` (UTF-8, a BOM allowed) or `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` (the first sheet), at most 20 MiB and 10,000 rows; the first row names the columns, as the list's export writes them. `dry_run=true` (the default) reports per row what would be created, updated or left unchanged and every error, and writes nothing; `dry_run=false` applies the rows without errors, one transaction per batch of 500 rows. With `Accept: application/x-ndjson` the answer is streamed as lines of JSON: `{"progress":{"done","total"}}` while rows are done, then `{"result":{…}}` (this answer) or `{"error":{detail, code}}`.
         */
        post: operations["importsCustomersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Action: {
            id: number;
            /** @enum {string} */
            action: "login" | "login_failed" | "logout" | "check" | "consume" | "consume_refused" | "consume_conflict" | "rollback" | "stock_prepare" | "staff_create" | "staff_update";
            staff: {
                id: number;
                username: string;
            } | null;
            offline_shop: {
                id: number;
                title: string;
            } | null;
            pick_up_code: {
                id: number;
                key: string;
            } | null;
            key: string | null;
            service_order_id: number | null;
            detail: string;
            params: ({
                username: string;
            } | {
                username: string;
                known: boolean;
            } | {
                /** @enum {string} */
                verdict: "ready" | "not_prepared";
            } | {
                refusal: {
                    code: string;
                    params: {
                        [key: string]: unknown;
                    };
                };
            } | {
                collected_by: {
                    name: string;
                    relation: ("family" | "friend" | "colleague" | "neighbour" | "courier" | "other") | null;
                } | null;
                note: string | null;
                offline: {
                    counter_id: string | null;
                    /**
                     * Format: date-time
                     * @description ISO 8601 with milliseconds and offset
                     */
                    at: string;
                } | null;
            } | {
                counter_id: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 with milliseconds and offset
                 */
                offline_at: string;
                refusal: {
                    code: string;
                    params: {
                        [key: string]: unknown;
                    };
                };
            } | Record<string, never> | {
                prepared: boolean;
            } | {
                /** @enum {string} */
                role: "manager" | "staff";
                username: string;
                store: {
                    id: number;
                    title: string;
                } | null;
            } | {
                username: string;
                changes: ({
                    /** @constant */
                    change: "moved";
                    store: {
                        id: number;
                        title: string;
                    };
                } | {
                    /** @enum {string} */
                    change: "no_store" | "deactivated" | "reactivated" | "password_reset";
                })[];
            }) | null;
            ip: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
        };
        Application: {
            id: number;
            name: string;
            scopes: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            revoked_at: string | null;
        };
        ApplicationCreated: {
            id: number;
            name: string;
            scopes: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            revoked_at: string | null;
            token: string;
        };
        Article: {
            id: number;
            name: string;
            title: string;
            description: string;
            image: {
                src: string;
                metafield: {
                    [key: string]: unknown;
                };
            } | null;
            body_html: string;
            published: boolean;
            published_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            meta_title: string;
            meta_description: string;
            meta_image: string;
            author: string;
            tags: string[];
        };
        ArticleDetail: {
            id: number;
            name: string;
            title: string;
            description: string;
            image: {
                src: string;
                metafield: {
                    [key: string]: unknown;
                };
            } | null;
            body_html: string;
            published: boolean;
            published_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            meta_title: string;
            meta_description: string;
            meta_image: string;
            order_by: string;
            smart: boolean;
            disjunctive: boolean;
        };
        AuthorizationUrl: {
            /** @description Our jump link: redirects to the platform page */
            url: string;
            /** @description The platform authorization page */
            _url: string;
        };
        CodeAlreadyUsedParams: {
            store: {
                id: number;
                title: string;
            };
            /** @description ISO 8601 with the shop's offset */
            used_at: string;
            /** @description null: the account no longer exists */
            used_by: {
                id: number;
                username: string;
            } | null;
            order_number: number;
        };
        CodeCanceledParams: {
            order_number: number;
        };
        CodeExpiredParams: {
            /** @description ISO 8601 with the shop's offset */
            expires_at: string;
            order_number: number;
        };
        CodeNotUsedParams: {
            /** @enum {string} */
            key_status: "unused" | "expired" | "canceled";
            order_number: number;
        };
        Collection: {
            id: number;
            name: string;
            title: string;
            description: string;
            image: {
                src: string;
                metafield: {
                    [key: string]: unknown;
                };
            } | null;
            published: boolean;
            published_at: string | null;
            body_html: string;
            /** @enum {string} */
            order_by: "position" | "id" | "created_at" | "name" | "inventory_quantity" | "title" | "price" | "published_at" | "sold_quantity" | "-id" | "-created_at" | "-name" | "-inventory_quantity" | "-title" | "-price" | "-published_at" | "-sold_quantity";
            smart: boolean;
            disjunctive: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            meta_title: string;
            meta_description: string;
            meta_image: string;
            rules: components["schemas"]["CollectionRule"][];
            metafield: {
                [key: string]: unknown;
            };
            /** @description false: membership is recomputed within each write, never pending */
            is_running: boolean;
        };
        CollectionDetail: {
            id: number;
            name: string;
            title: string;
            description: string;
            image: {
                src: string;
                metafield: {
                    [key: string]: unknown;
                };
            } | null;
            published: boolean;
            published_at: string | null;
            body_html: string;
            /** @enum {string} */
            order_by: "position" | "id" | "created_at" | "name" | "inventory_quantity" | "title" | "price" | "published_at" | "sold_quantity" | "-id" | "-created_at" | "-name" | "-inventory_quantity" | "-title" | "-price" | "-published_at" | "-sold_quantity";
            smart: boolean;
            disjunctive: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            meta_title: string;
            meta_description: string;
            meta_image: string;
        };
        CollectionProductEntry: {
            id: number;
            product: components["schemas"]["ListingProduct"];
            featured: boolean;
            position: number;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
        };
        CollectionRule: {
            /** @enum {string} */
            column: "title" | "vendor" | "tag" | "price" | "inventory";
            /** @enum {string} */
            relation: "equals" | "not_equals" | "contains" | "starts_with" | "greater_than" | "less_than";
            condition: string;
        };
        Coupon: {
            id: number;
            code_prefix: string;
            can_redeem: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            used_count: number;
            redeem_count: number;
            price_rule_id: number;
            price_rule: components["schemas"]["PriceRule"];
            /** @description The coupon body's flat fields, read from its price rule */
            legacy_fields: {
                title: string;
                minimum_amount: string | null;
            };
        };
        CouponCode: {
            id: number;
            customer: {
                id: number;
                mobile: string;
                full_name: string;
                /** @enum {string} */
                gender: "male" | "female" | "unknown";
                email: string | null;
            };
            coupon: {
                id: number;
                code_prefix: string;
                can_redeem: boolean;
            };
            customer_id: number;
            coupon_id: number;
            code: string;
            /** @enum {string} */
            status: "unused" | "used";
            used_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            starts_at: string | null;
            ends_at: string | null;
            title: string;
            verbose_title: string;
        };
        Customer: {
            id: number;
            mobile: string;
            full_name: string;
            /** @enum {string} */
            gender: "male" | "female" | "unknown";
            email: string | null;
            /** @description YYYY-MM-DD */
            birthday: string | null;
            note: string;
            accepts_marketing: boolean;
            /** @description WeChat openid for pick-up notices */
            openid: string | null;
            /** @description SMS pick-up notices may be sent */
            accepts_sms: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            /** @description point balance */
            points: number;
            /** @description loyalty level: the highest reached by lifetime earned points */
            level: {
                id: number;
                title: string;
            } | null;
        };
        DeliveryAttempt: {
            id: number;
            /**
             * @description initial and retry: the automatic attempts; redelivery: asked for
             * @enum {string}
             */
            kind: "initial" | "retry" | "redelivery";
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            attempted_at: string;
            duration_ms: number;
            /** @description null when no answer came */
            status_code: number | null;
            succeeded: boolean;
            error: string | null;
            /** @description the first 500 bytes of the answer body */
            response_excerpt: string | null;
        };
        Error: {
            /** @description A sentence for a person */
            detail: string;
            /** @description Machine code: invalid, not_found, duplicate, … */
            code: string;
            /** @description Validation failures by field path (`price_rule.value`) */
            errors?: {
                [key: string]: string[];
            };
            /** @description The facts `detail` names, for screens to build their own words from, by code: `code_already_used`: CodeAlreadyUsedParams; `code_expired`: CodeExpiredParams; `code_canceled`: CodeCanceledParams; `code_not_used`: CodeNotUsedParams; `wrong_store`: WrongStoreParams; `throttled`: ThrottledParams; `busy`: RetryAfterParams; `database_unavailable`: RetryAfterParams; `notice_too_soon`: RetryAfterParams; `server_error`: ServerErrorParams; `offline_at_out_of_range`: OfflineAtOutOfRangeParams; `offline_clerk_not_allowed`: OfflineClerkNotAllowedParams; `too_many_rows`: TooManyRowsParams. */
            params?: components["schemas"]["CodeAlreadyUsedParams"] | components["schemas"]["CodeExpiredParams"] | components["schemas"]["CodeCanceledParams"] | components["schemas"]["CodeNotUsedParams"] | components["schemas"]["WrongStoreParams"] | components["schemas"]["ThrottledParams"] | components["schemas"]["ServerErrorParams"];
        };
        Fulfillment: {
            id: number;
            order_id: number;
            /** @enum {string} */
            status: "success" | "cancelled";
            service: string;
            location_id: number | null;
            carrier: string | null;
            tracking_number: string | null;
            line_ids: number[];
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
        };
        ImportResult: {
            /** @enum {string} */
            kind: "products" | "customers";
            dry_run: boolean;
            /** @description the encoding a CSV file was read in (UTF-8, or GB18030/GBK as Excel saves CSV on Chinese Windows); null for xlsx */
            encoding: ("utf-8" | "gb18030") | null;
            batch_size: number;
            /** @description transactions run (one per batch of rows) */
            batches: number;
            totals: {
                rows: number;
                create: number;
                update: number;
                unchanged: number;
                error: number;
            };
            rows: components["schemas"]["ImportRow"][];
        };
        ImportRow: {
            /** @description the row as a spreadsheet numbers it: the header is 1 */
            row: number;
            /** @enum {string} */
            action: "create" | "update" | "unchanged" | "error";
            /** @description what the row is matched by: the variants' SKUs or the mobile */
            key: string;
            /** @description the product or customer; null for errors and for creations in a dry run */
            id: number | null;
            errors: components["schemas"]["ImportRowError"][];
        };
        ImportRowError: {
            /** @description the column of the file, as its header names it */
            column: string;
            /** @description invalid, duplicate, … */
            code: string;
            message: string;
        };
        Level: {
            id: number;
            title: string;
            condition_points: number;
            sign_points: number;
            gain_points: number;
            redeem_points: number;
            redeem_limitation: number;
            redeem_limitation_monthly: number;
        };
        ListingProduct: {
            id: number;
            name: string;
            title: string;
            body_html: string;
            body_html_mobile: string;
            description: string;
            vendor: string | null;
            image: components["schemas"]["ProductImage"] | null;
            category_ids: number[];
            category_titles: string[];
            /** @description price of the first variant */
            price: string;
            compare_at_price: string | null;
            /** @description sum over the variants */
            inventory_quantity: number;
            requires_shipping: boolean;
            /** @enum {string} */
            inventory_policy: "deny" | "continue";
            published: boolean;
            published_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            metafield: {
                [key: string]: unknown;
            };
            meta_title: string;
            meta_description: string;
            meta_image: string;
            tags: string[];
            options: components["schemas"]["ProductOption"][];
            variants: components["schemas"]["ListingVariant"][];
            images: components["schemas"]["ProductImage"][];
            sold_quantity: number;
            shipping_method_group_id: number | null;
            voucher_product: components["schemas"]["VoucherProduct"] | null;
        };
        ListingVariant: {
            id: number;
            barcode: string;
            sku: string;
            title: string;
            position: number;
            /** @description Decimal string with two decimals */
            price: string;
            compare_at_price: string | null;
            grams: number;
            image: components["schemas"]["ProductImage"] | null;
            requires_shipping: boolean;
            metafield: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            options: {
                title: string;
                value: string;
            }[];
            /** @enum {string} */
            inventory_policy: "deny" | "continue";
            inventory_quantity: number;
            /** @description inventory_policy is continue, or inventory_quantity > 0 */
            is_available: boolean;
            /** @description id of the variant's image */
            productimage: number | null;
            old_inventory_quantity: number;
            inventory_quantity_adjustment: number;
            product_id: number;
        };
        Notification: {
            id: number;
            /** @enum {string} */
            kind: "ready" | "reminder" | "handed_out" | "test";
            channel: ("wechat" | "sms") | null;
            /** @enum {string} */
            status: "pending" | "sent" | "failed" | "skipped";
            resend: boolean;
            pick_up_code: {
                id: number;
                key_last4: string;
            } | null;
            customer: number | null;
            attempts: {
                /** @enum {string} */
                channel: "wechat" | "sms";
                /** @enum {string} */
                status: "sent" | "failed";
                /** @description the provider's answer, ≤ 500 bytes */
                response_excerpt: string | null;
                error: string | null;
                duration_ms: number;
                /**
                 * Format: date-time
                 * @description ISO 8601 with milliseconds and offset
                 */
                attempted_at: string;
            }[];
            /** @description the last attempt's answer */
            response_excerpt: string | null;
            detail: string | null;
            next_attempt_at: string | null;
            finished_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
        };
        NotificationSettings: {
            sms_access_key_id: string | null;
            sms_access_key_secret_set: boolean;
            sms_sign_name: string | null;
            sms_endpoint: string | null;
            sms_endpoint_from_env: boolean;
            sms_templates: {
                ready?: {
                    template_code: string;
                    params?: {
                        [key: string]: string;
                    };
                };
                reminder?: {
                    template_code: string;
                    params?: {
                        [key: string]: string;
                    };
                };
                handed_out?: {
                    template_code: string;
                    params?: {
                        [key: string]: string;
                    };
                };
            };
            sms_configured: boolean;
            wechat_authorizer_appid: string | null;
            wechat_templates: {
                ready?: {
                    template_id: string;
                    data?: {
                        [key: string]: string;
                    };
                };
                reminder?: {
                    template_id: string;
                    data?: {
                        [key: string]: string;
                    };
                };
                handed_out?: {
                    template_id: string;
                    data?: {
                        [key: string]: string;
                    };
                };
            };
            wechat_page: string | null;
            wechat_configured: boolean;
            link_base: string | null;
            reminder_hours: number;
            quiet_start: string;
            quiet_end: string;
            handed_out_enabled: boolean;
        };
        OfflineShop: {
            id: number;
            title: string;
            address: string;
            phone: string;
            business_hours: string;
            place_code: string | null;
            is_active: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
        };
        /** @description The active clerks (role staff) of the store. A counter keeps a clerk's offline verifier only while the clerk is listed here with the stamp he had when it was made: a password reset, a deactivation or a move removes it at the next sync. */
        OfflineSignIn: {
            /** @description Days after an online sign-in on a counter that its clerk may sign in there offline; 0: never */
            offline_sign_in_days: number;
            clerks: {
                id: number;
                username: string;
                /** @description Opaque; changes whenever the clerk's password, active state or store changes (it reveals no hash) */
                stamp: string;
            }[];
        };
        Order: {
            id: number;
            order_number: number;
            token: string;
            cart_token: string | null;
            requires_shipping: boolean;
            full_name: string;
            email: string | null;
            mobile: string;
            buyer_accepts_marketing: boolean;
            /** @description Decimal string with two decimals */
            total_line_items_price: string;
            /** @description Decimal string with two decimals */
            total_discounts: string;
            /** @description Decimal string with two decimals */
            shipping_cost: string;
            /** @description kilograms */
            total_weight: string;
            /** @description Decimal string with two decimals */
            total_price: string;
            /** @enum {string} */
            order_status: "open" | "cancelled" | "closed";
            /** @enum {string} */
            fulfillment_status: "pending" | "partial" | "fulfilled";
            /** @enum {string} */
            financial_status: "pending" | "paid" | "refunded";
            attributes: {
                [key: string]: unknown;
            };
            note: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            cancelled_at: string | null;
            cancel_reason: string | null;
            closed_at: string | null;
            referring_platform: string;
            paid_at: string | null;
            /** @description Decimal string with two decimals */
            paid_price: string;
            /** @description Decimal string with two decimals */
            refunded_price: string;
            refundable: {
                lines: {
                    line_id: number;
                    quantity: number;
                    /** @description Decimal string with two decimals */
                    amount: string;
                }[];
                /** @description Decimal string with two decimals */
                shipping: string;
            };
            is_fulfillment_silent: boolean;
            is_refunding: boolean;
            is_test: boolean;
            fulfilled_at: string | null;
            /** @enum {string} */
            selected_channel: "pick_up" | "delivery";
            title: string;
            redeem_points: number;
            /** @description Decimal string with two decimals */
            points_price: string;
            customer: components["schemas"]["Customer"];
            shipping_address: components["schemas"]["ShippingAddress"] | null;
            lines: components["schemas"]["OrderLine"][];
            discounts: {
                price_rule_id: number;
                title: string;
                /** @enum {string} */
                target_type: "line_item" | "shipping_line";
                /** @description Decimal string with two decimals */
                amount: string;
                coupon_code: string | null;
            }[];
            coupon_codes: {
                id: number | null;
                code: string;
                price_rule_id: number;
            }[];
            timeline: components["schemas"]["TimelineEntry"][];
            fulfillments: components["schemas"]["Fulfillment"][];
            transactions: components["schemas"]["Transaction"][];
            pending_refund_requests: {
                [key: string]: unknown;
            }[];
            information: components["schemas"]["OrderInformation"];
        };
        OrderInformation: {
            campaign_name: string;
            campaign_source: string;
            campaign_medium: string;
            campaign_content: string;
            campaign_term: string;
            browser_ip: string;
            user_agent: string;
            source_name: string;
        };
        OrderLine: {
            id: number;
            order_id: number;
            image: string | null;
            title: string;
            requires_shipping: boolean;
            product_title: string;
            variant_title: string;
            sku: string;
            barcode: string;
            quantity: number;
            /** @description Decimal string with two decimals */
            price: string;
            /** @description Decimal string with two decimals */
            total_price: string;
            /** @description Decimal string with two decimals */
            total_discount: string;
            variant: {
                id: number | null;
                sku: string;
                title: string;
                image: string | null;
                /** @description Decimal string with two decimals */
                price: string;
                grams: number;
                options: {
                    title: string;
                    value: string;
                }[];
                barcode: string;
            };
            product: {
                id: number | null;
                name: string;
                title: string;
                vendor_id: number | null;
            };
            /** @enum {string} */
            fulfillment_status: "pending" | "fulfilled";
            refunded_quantity: number;
            shipping_method_id: number | null;
            shipping_method: {
                id: number;
                group_id: number;
                rate_type: string;
                is_enabled: boolean;
                title: string;
                /** @description Decimal string with two decimals */
                normal_price: string;
                /** @description Decimal string with two decimals */
                normal_unit: string;
                /** @description Decimal string with two decimals */
                over_price: string;
                /** @description Decimal string with two decimals */
                over_unit: string;
                /** @enum {string} */
                free_shipping_policy: "nope" | "over_price" | "always";
                /** @description Decimal string with two decimals */
                free_shipping_price: string;
                metafield: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date-time
                 * @description ISO 8601 with milliseconds and offset
                 */
                updated_at: string;
                unsold_place_codes: string[];
            } | null;
            fulfillment_location: {
                id: number;
                active: boolean;
                title: string;
                is_default: boolean;
            } | null;
            attributes: {
                [key: string]: unknown;
            };
            fulfillable_quantity: number;
            fulfillment_service: string;
        };
        PickUpCode: {
            id: number;
            key: string;
            /** @enum {string} */
            key_status: "unused" | "used" | "expired" | "canceled";
            /** @enum {string} */
            stock_status: "unprepare" | "prepared";
            service_order_id: number;
            order_number: number;
            offline_shop: {
                id: number;
                title: string;
            };
            customer: {
                id: number;
                full_name: string;
                /** @description masked: 138****1234 */
                mobile: string;
            };
            lines: {
                title: string;
                variant_title: string;
                sku: string;
                quantity: number;
                image: string | null;
            }[];
            total_quantity: number;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            expires_at: string;
            used_at: string | null;
            used_by: {
                id: number;
                username: string;
            } | null;
            /** @description Who collected the package for the customer; null when he came himself */
            collected_by: {
                name: string;
                relation: ("family" | "friend" | "colleague" | "neighbour" | "courier" | "other") | null;
                note: string | null;
            } | null;
            prepared_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
        };
        PickUpCodeChanges: {
            /** @description Pass it back as `cursor` to get the next changes. */
            cursor: string;
            results: components["schemas"]["PickUpCode"][];
            has_more: boolean;
            offline_hand_out: boolean;
            offline_hand_out_hours: number;
        };
        PickUpCodeCheck: {
            id: number;
            key: string;
            /** @enum {string} */
            key_status: "unused" | "used" | "expired" | "canceled";
            /** @enum {string} */
            stock_status: "unprepare" | "prepared";
            service_order_id: number;
            order_number: number;
            offline_shop: {
                id: number;
                title: string;
            };
            customer: {
                id: number;
                full_name: string;
                /** @description masked: 138****1234 */
                mobile: string;
            };
            lines: {
                title: string;
                variant_title: string;
                sku: string;
                quantity: number;
                image: string | null;
            }[];
            total_quantity: number;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            expires_at: string;
            used_at: string | null;
            used_by: {
                id: number;
                username: string;
            } | null;
            /** @description Who collected the package for the customer; null when he came himself */
            collected_by: {
                name: string;
                relation: ("family" | "friend" | "colleague" | "neighbour" | "courier" | "other") | null;
                note: string | null;
            } | null;
            prepared_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            can_consume: boolean;
            reason: ("code_already_used" | "code_expired" | "code_canceled") | null;
        };
        PickUpCodeFetch: {
            key: string;
            /** @enum {string} */
            key_status: "unused" | "used" | "expired" | "canceled";
            /** @enum {string} */
            stock_status: "unprepare" | "prepared";
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            expires_at: string;
            used_at: string | null;
            collected_by: {
                name: string;
                relation: ("family" | "friend" | "colleague" | "neighbour" | "courier" | "other") | null;
            } | null;
            order_number: number;
            lines: {
                title: string;
                variant_title: string;
                sku: string;
                quantity: number;
                image: string | null;
            }[];
            /** @description Decimal string with two decimals */
            total_line_items_price: string;
            /** @description Decimal string with two decimals */
            total_discounts: string;
            /** @description Decimal string with two decimals */
            shipping_cost: string;
            /** @description Decimal string with two decimals */
            points_price: string;
            /** @description Decimal string with two decimals */
            total_price: string;
            discounts: {
                price_rule_id: number;
                title: string;
                /** @enum {string} */
                target_type: "line_item" | "shipping_line";
                /** @description Decimal string with two decimals */
                amount: string;
                coupon_code: string | null;
            }[];
            offline_shop: {
                id: number;
                title: string;
                address: string;
                phone: string;
                business_hours: string;
            };
        };
        Place: {
            id: number;
            name: string;
            code: string;
            parent: number | null;
            area: string;
            short_name: string;
            pinyin: string;
        };
        PlaceTreeNode: {
            name: string;
            pinyin: string;
            short_name: string;
            code: string;
            children: components["schemas"]["PlaceTreeNode"][];
        };
        PointHistoryEntry: {
            id: number;
            customer: components["schemas"]["Customer"];
            points: number;
            /** @enum {string} */
            kind: "buy" | "refund" | "manual" | "redeem";
            /** @description why a manager adjusted the points; empty otherwise */
            reason: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            order: components["schemas"]["Order"] | null;
        };
        PointHistoryEntryDetail: {
            id: number;
            customer: components["schemas"]["Customer"];
            points: number;
            /** @enum {string} */
            kind: "buy" | "refund" | "manual" | "redeem";
            /** @description why a manager adjusted the points; empty otherwise */
            reason: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            order_id: number | null;
        };
        PriceRule: {
            id: number;
            is_enabled: boolean;
            priority: number;
            title: string;
            verbose_title: string;
            usage_limit: number;
            once_per_customer: boolean;
            /** @enum {string} */
            target_selection: "all" | "entitled";
            entitled_product_ids: number[] | null;
            entitled_collection_ids: number[] | null;
            entitled_category_ids: number[] | null;
            entitled_vendor_titles: string[] | null;
            starts_at: string | null;
            ends_at: string | null;
            automatic_discount: boolean;
            /** @enum {string} */
            target_type: "line_item" | "shipping_line";
            /** @enum {string} */
            allocation_method: "across" | "each";
            /** @description Decimal string with two decimals */
            value: string;
            /** @enum {string} */
            value_type: "percentage" | "fixed_amount";
            accumulate: boolean;
            prerequisite_quantity_range: {
                greater_than_or_equal_to: string;
            } | null;
            prerequisite_shipping_price_range: {
                /** @description Decimal string with two decimals */
                less_than_or_equal_to: string;
            } | null;
            prerequisite_subtotal_range: {
                /** @description Decimal string with two decimals */
                greater_than_or_equal_to: string;
            } | null;
            prerequisite_to_entitlement_quantity_ratio: {
                prerequisite_quantity: number;
                entitled_quantity: number;
            } | null;
            allocation_limit: number;
        };
        Product: {
            id: number;
            name: string;
            title: string;
            body_html: string;
            body_html_mobile: string;
            description: string;
            vendor: string | null;
            /** @description src of the first image */
            image: string | null;
            category_ids: number[];
            category_titles: string[];
            /** @description price of the first variant */
            price: string;
            compare_at_price: string | null;
            /** @description sum over the variants */
            inventory_quantity: number;
            requires_shipping: boolean;
            /** @enum {string} */
            inventory_policy: "deny" | "continue";
            published: boolean;
            published_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            metafield: {
                [key: string]: unknown;
            };
            meta_title: string;
            meta_description: string;
            meta_image: string;
            tags: string[];
            options: components["schemas"]["ProductOption"][];
            variants: components["schemas"]["Variant"][];
            images: components["schemas"]["ProductImage"][];
            sold_quantity: number;
            voucher_product: components["schemas"]["VoucherProduct"] | null;
        };
        ProductImage: {
            id: number;
            src: string;
            position: number;
            metafield: {
                [key: string]: unknown;
            };
        };
        ProductOption: {
            id: number;
            title: string;
            values: string[];
        };
        ServerErrorParams: {
            /** @description As in X-Request-Id and the server log */
            request_id: string;
        };
        ShippingAddress: {
            full_name: string;
            mobile: string;
            address1: string;
            address2: string;
            city: string;
            district: string;
            province: string;
            country: string;
            place_code: string;
            place: components["schemas"]["Place"] | null;
            draft: boolean;
        };
        ShippingMethod: {
            id: number;
            group_id: number;
            rate_type: string;
            is_enabled: boolean;
            title: string;
            /** @description Decimal string with two decimals */
            normal_price: string;
            /** @description Decimal string with two decimals */
            normal_unit: string;
            /** @description Decimal string with two decimals */
            over_price: string;
            /** @description Decimal string with two decimals */
            over_unit: string;
            /** @enum {string} */
            free_shipping_policy: "nope" | "over_price" | "always";
            /** @description Decimal string with two decimals */
            free_shipping_price: string;
            metafield: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            shipping_zones: components["schemas"]["ShippingZone"][];
            unsold_place_codes: string[];
        };
        ShippingMethodGroup: {
            id: number;
            is_default: boolean;
            title: string;
            rate_type: string;
            shipping_methods: components["schemas"]["ShippingMethod"][];
        };
        ShippingQuote: {
            available: boolean;
            shipping_cost: string | null;
        };
        ShippingZone: {
            id: number;
            title: string;
            place_codes: string[];
            /** @description Decimal string with two decimals */
            normal_price: string;
            /** @description Decimal string with two decimals */
            normal_unit: string;
            /** @description Decimal string with two decimals */
            over_price: string;
            /** @description Decimal string with two decimals */
            over_unit: string;
        };
        ShopSettings: {
            id: number;
            name: string;
            domain: string;
            timezone: string;
            currency: string;
            webhook_secret: string;
            /** @enum {string} */
            payment_mode: "own" | "collected";
            pick_up_expire_days: number;
            pick_up_rollback_hours: number;
            webhook_private_targets: boolean;
            offline_hand_out: boolean;
            offline_hand_out_hours: number;
            offline_sign_in_days: number;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
        };
        SocialAuthorization: {
            authorizer_appid: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
        };
        SocialSettings: {
            component_appid: string | null;
            component_secret_set: boolean;
            verify_ticket: string | null;
            api_base: string | null;
            auth_page: string | null;
            env_fields: ("component_appid" | "component_secret" | "verify_ticket" | "api_base" | "auth_page")[];
            configured: boolean;
            updated_at: string | null;
        };
        StaffLogin: {
            token: string;
            device_token: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            expires_at: string;
            staff: {
                id: number;
                username: string;
                /** @enum {string} */
                role: "manager" | "staff";
                offline_shop: {
                    id: number;
                    title: string;
                } | null;
            };
        };
        StaffMember: {
            id: number;
            username: string;
            /** @enum {string} */
            role: "manager" | "staff";
            offline_shop: {
                id: number;
                title: string;
            } | null;
            is_active: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            last_login_at: string | null;
        };
        ThrottledParams: {
            /** @description Seconds, as in Retry-After */
            retry_after: number;
        };
        TimelineEntry: {
            id: number;
            order_id: number;
            action: string;
            note: string;
            replied: boolean;
            metafield: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
        };
        TitledItem: {
            id: number;
            title: string;
        };
        Transaction: {
            id: number;
            order_id: number;
            transaction_number: string;
            /** @description Decimal string with two decimals */
            amount: string;
            /** @enum {string} */
            transaction_type: "sale" | "refund";
            status: string;
            payment_backend: string;
            delegated: boolean;
            channel: string;
            refund_id: string | null;
            refund_url: string | null;
            refund_msg: string | null;
            /** @description Decimal string with two decimals */
            refundable_amount: string;
            issue: string | null;
            receipt: {
                [key: string]: unknown;
            };
            expires_at: string | null;
            succeeds_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
        };
        Variant: {
            id: number;
            barcode: string;
            sku: string;
            title: string;
            position: number;
            /** @description Decimal string with two decimals */
            price: string;
            compare_at_price: string | null;
            grams: number;
            /** @description src of the variant's image */
            image: string | null;
            requires_shipping: boolean;
            metafield: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            options: {
                title: string;
                value: string;
            }[];
            /** @enum {string} */
            inventory_policy: "deny" | "continue";
            inventory_quantity: number;
            /** @description inventory_policy is continue, or inventory_quantity > 0 */
            is_available: boolean;
        };
        VoucherProduct: {
            id: number;
            product_id: number;
            is_enabled: boolean;
            white_product_ids: number[];
            black_product_ids: number[];
            expire_days: number;
        };
        Webhook: {
            id: number;
            application_id: number;
            /** @enum {string} */
            event: "product_published" | "order_paid" | "order_fulfilled" | "order_refunded" | "pick_up_code_prepared" | "pick_up_code_conflict";
            url: string;
            metafield: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
        };
        WebhookDelivery: {
            id: number;
            webhook_id: number;
            /** @enum {string} */
            event: "product_published" | "order_paid" | "order_fulfilled" | "order_refunded" | "pick_up_code_prepared" | "pick_up_code_conflict";
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** @description when the next automatic attempt is due; null when none is */
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and offset
             */
            updated_at: string;
            /** @description oldest first */
            attempts: components["schemas"]["DeliveryAttempt"][];
        };
        WrongStoreParams: {
            store: {
                id: number;
                title: string;
            };
            /** @description When it was handed out there, if it was */
            used_at: string | null;
            /** @description Who handed it out there, if anyone still known */
            used_by: {
                id: number;
                username: string;
            } | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        version: string;
                        public_url: string | null;
                        shop_domain: string | null;
                        time_zone: string | null;
                    };
                };
            };
        };
    };
    healthReadyRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
        };
    };
    metricsRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format 0.0.4 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsShopSettingsRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopSettings"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsShopSettingsPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    domain?: string;
                    timezone?: string;
                    /** @enum {string} */
                    payment_mode?: "own" | "collected";
                    pick_up_expire_days?: number;
                    pick_up_rollback_hours?: number;
                    webhook_private_targets?: boolean;
                    offline_hand_out?: boolean;
                    offline_hand_out_hours?: number;
                    offline_sign_in_days?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopSettings"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsShopSettingsRotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopSettings"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsStaffLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffLogin"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts (`throttled`, with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsStaffLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsApplicationList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Application"][];
                    };
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsApplicationCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationCreated"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsApplicationDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsOfflineShopList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                shop?: string;
                include_inactive?: "0" | "1" | "true" | "false";
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["OfflineShop"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsOfflineShopCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    address?: string;
                    phone?: string;
                    business_hours?: string;
                    place_code?: string | null;
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfflineShop"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsOfflineShopRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfflineShop"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsOfflineShopPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    address?: string;
                    phone?: string;
                    business_hours?: string;
                    place_code?: string | null;
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfflineShop"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsStaffList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                role?: "manager" | "staff";
                /** @description true, false, 1 or 0 */
                is_active?: boolean;
                offline_shop?: number;
                offline_shop__in?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["StaffMember"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsStaffCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    /** @default null */
                    offline_shop_id?: number | null;
                    /**
                     * @default staff
                     * @enum {string}
                     */
                    role?: "manager" | "staff";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsStaffRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsStaffPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active?: boolean;
                    password?: string;
                    offline_shop_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsActionHistoryList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                action?: "login" | "login_failed" | "logout" | "check" | "consume" | "consume_refused" | "consume_conflict" | "rollback" | "stock_prepare" | "staff_create" | "staff_update";
                action__in?: string;
                staff?: number;
                staff__in?: string;
                key?: string;
                service_order_id?: number;
                offline_shop?: number;
                offline_shop__in?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                created_at__gte?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                created_at__lte?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["Action"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopsOfflineSignInRetrieve: {
        parameters: {
            query?: {
                /** @description The counter's store; staff may ask for their own store only. */
                offline_shop?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfflineSignIn"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsShippingmethodgroupList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["ShippingMethodGroup"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsShippingmethodgroupCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethodGroup"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsShippingmethodgroupRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethodGroup"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsShippingmethodgroupDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsShippingmethodgroupPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @enum {string} */
                    rate_type?: "fixed";
                    /** @enum {boolean} */
                    is_default?: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethodGroup"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsShippingmethodList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["ShippingMethod"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsShippingmethodCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    rate_type?: "fixed";
                    is_enabled?: boolean;
                    title: string;
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    normal_price?: string | number;
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    normal_unit?: string | number;
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    over_price?: string | number;
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    over_unit?: string | number;
                    /** @enum {string} */
                    free_shipping_policy?: "nope" | "over_price" | "always";
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    free_shipping_price?: string | number;
                    group_id: number;
                    shipping_zones?: {
                        id?: number;
                        title: string;
                        place_codes: string[];
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        normal_price: string | number;
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        normal_unit: string | number;
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        over_price: string | number;
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        over_unit: string | number;
                    }[];
                    unsold_place_codes?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethod"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsShippingmethodRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethod"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsShippingmethodPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    rate_type?: "fixed";
                    is_enabled?: boolean;
                    title?: string;
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    normal_price?: string | number;
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    normal_unit?: string | number;
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    over_price?: string | number;
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    over_unit?: string | number;
                    /** @enum {string} */
                    free_shipping_policy?: "nope" | "over_price" | "always";
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    free_shipping_price?: string | number;
                    group_id?: number;
                    shipping_zones?: {
                        id?: number;
                        title: string;
                        place_codes: string[];
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        normal_price: string | number;
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        normal_unit: string | number;
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        over_price: string | number;
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        over_unit: string | number;
                    }[];
                    unsold_place_codes?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethod"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsShippingmethodQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    place_code: string;
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    total_weight: string | number;
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    subtotal: string | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingQuote"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsPlaceList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                parent_code?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["Place"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsPlaceForArea: {
        parameters: {
            query?: {
                area?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Place"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsPlaceRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Place"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsAllPlaceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceTreeNode"][];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shippingsAllPlaceRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceTreeNode"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    socialSettingsRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialSettings"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    socialSettingsPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description null or "" clears the setting (the environment value applies) */
                    component_appid?: string | null;
                    /** @description null or "" clears the setting (the environment value applies) */
                    component_secret?: string | null;
                    /** @description null or "" clears the setting (the environment value applies) */
                    verify_ticket?: string | null;
                    /** @description null or "" clears the setting (the environment value applies) */
                    api_base?: string | null;
                    /** @description null or "" clears the setting (the environment value applies) */
                    auth_page?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialSettings"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    socialAuthorizationList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["SocialAuthorization"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    socialAuthorizationAuthorizationUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where the browser goes after success */
                    success_url: string;
                    /** @enum {number} */
                    auth_type: 1 | 2 | 3;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationUrl"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The messaging platform answered with an error. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The messaging platform is not configured or unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The messaging platform did not answer in time. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    socialAuthorizationJump: {
        parameters: {
            query: {
                state: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect (see Location) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The messaging platform is not configured or unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    socialAuthorizationCallback: {
        parameters: {
            query: {
                state: string;
                auth_code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect (see Location) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The messaging platform answered with an error. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The messaging platform is not configured or unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The messaging platform did not answer in time. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    socialAuthorizationCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialAuthorization"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The messaging platform answered with an error. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The messaging platform is not configured or unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The messaging platform did not answer in time. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    customersCustomerList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                id__in?: string;
                mobile?: string;
                q?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["Customer"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    customersCustomerCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: string;
                    /** @default  */
                    full_name?: string;
                    /**
                     * @default unknown
                     * @enum {string}
                     */
                    gender?: "male" | "female" | "unknown";
                    /** @default null */
                    email?: string | null;
                    /** @default null */
                    birthday?: string | null;
                    /** @default  */
                    note?: string;
                    /** @default false */
                    accepts_marketing?: boolean;
                    /** @default null */
                    openid?: string | null;
                    /** @default true */
                    accepts_sms?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    customersCustomerRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    customersCustomerPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile?: string;
                    full_name?: string;
                    /** @enum {string} */
                    gender?: "male" | "female" | "unknown";
                    email?: string | null;
                    birthday?: string | null;
                    note?: string;
                    accepts_marketing?: boolean;
                    openid?: string | null;
                    accepts_sms?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontProductList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                id?: number;
                id__in?: string;
                name?: string;
                name__in?: string;
                name__startswith?: string;
                /** @description true, false, 1 or 0 */
                voucherproduct__is_enabled?: boolean;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                published_at__gte?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                published_at__lte?: string;
                /** @description true, false, 1 or 0 */
                published?: boolean;
                title?: string;
                price__gte?: string;
                price__lte?: string;
                collection?: number;
                collection__exclude?: string;
                category?: number;
                category__in?: string;
                coupons?: number;
                coupons__exclude?: string;
                q?: string;
                order_by?: "id" | "created_at" | "name" | "inventory_quantity" | "title" | "price" | "published_at" | "sold_quantity" | "-id" | "-created_at" | "-name" | "-inventory_quantity" | "-title" | "-price" | "-published_at" | "-sold_quantity";
                fields?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: ({
                            id: number;
                            product: {
                                id?: number;
                                name?: string;
                                title?: string;
                                body_html?: string;
                                body_html_mobile?: string;
                                description?: string;
                                vendor?: string | null;
                                image?: components["schemas"]["ProductImage"] | null;
                                category_ids?: number[];
                                category_titles?: string[];
                                /** @description price of the first variant */
                                price?: string;
                                compare_at_price?: string | null;
                                /** @description sum over the variants */
                                inventory_quantity?: number;
                                requires_shipping?: boolean;
                                /** @enum {string} */
                                inventory_policy?: "deny" | "continue";
                                published?: boolean;
                                published_at?: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 with milliseconds and offset
                                 */
                                created_at?: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 with milliseconds and offset
                                 */
                                updated_at?: string;
                                metafield?: {
                                    [key: string]: unknown;
                                };
                                meta_title?: string;
                                meta_description?: string;
                                meta_image?: string;
                                tags?: string[];
                                options?: components["schemas"]["ProductOption"][];
                                variants?: components["schemas"]["ListingVariant"][];
                                images?: components["schemas"]["ProductImage"][];
                                sold_quantity?: number;
                                shipping_method_group_id?: number | null;
                                voucher_product?: components["schemas"]["VoucherProduct"] | null;
                            };
                            featured: boolean;
                            position: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 with milliseconds and offset
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 with milliseconds and offset
                             */
                            updated_at: string;
                        } | {
                            id?: number;
                            name?: string;
                            title?: string;
                            body_html?: string;
                            body_html_mobile?: string;
                            description?: string;
                            vendor?: string | null;
                            /** @description src of the first image */
                            image?: string | null;
                            category_ids?: number[];
                            category_titles?: string[];
                            /** @description price of the first variant */
                            price?: string;
                            compare_at_price?: string | null;
                            /** @description sum over the variants */
                            inventory_quantity?: number;
                            requires_shipping?: boolean;
                            /** @enum {string} */
                            inventory_policy?: "deny" | "continue";
                            published?: boolean;
                            published_at?: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 with milliseconds and offset
                             */
                            created_at?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 with milliseconds and offset
                             */
                            updated_at?: string;
                            metafield?: {
                                [key: string]: unknown;
                            };
                            meta_title?: string;
                            meta_description?: string;
                            meta_image?: string;
                            tags?: string[];
                            options?: components["schemas"]["ProductOption"][];
                            variants?: components["schemas"]["Variant"][];
                            images?: components["schemas"]["ProductImage"][];
                            sold_quantity?: number;
                            voucher_product?: components["schemas"]["VoucherProduct"] | null;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontProductCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    name?: string;
                    body_html?: string;
                    body_html_mobile?: string;
                    description?: string;
                    meta_title?: string;
                    meta_description?: string;
                    meta_image?: string;
                    vendor?: string | null;
                    tags?: string[];
                    category_ids?: number[];
                    published?: boolean;
                    requires_shipping?: boolean;
                    /** @enum {string} */
                    inventory_policy?: "deny" | "continue";
                    shipping_method_group_id?: number | null;
                    metafield?: {
                        [key: string]: unknown;
                    };
                    options?: {
                        id?: number;
                        title: string;
                        values: string[];
                    }[];
                    variants: {
                        id?: number;
                        title?: string;
                        sku?: string;
                        barcode?: string;
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        price?: string | number;
                        compare_at_price?: (string | number) | null;
                        grams?: number;
                        inventory_quantity?: number;
                        /** @enum {string} */
                        inventory_policy?: "deny" | "continue";
                        options?: {
                            title: string;
                            value: string;
                        }[];
                        image?: string | null;
                        metafield?: {
                            [key: string]: unknown;
                        };
                    }[];
                    images?: {
                        id?: number;
                        src: string;
                        metafield?: {
                            [key: string]: unknown;
                        };
                    }[];
                    voucher_product?: {
                        is_enabled: boolean;
                        /** @default [] */
                        white_product_ids?: number[];
                        /** @default [] */
                        black_product_ids?: number[];
                        /** @default 0 */
                        expire_days?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontProductRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontProductDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontProductPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    name?: string;
                    body_html?: string;
                    body_html_mobile?: string;
                    description?: string;
                    meta_title?: string;
                    meta_description?: string;
                    meta_image?: string;
                    vendor?: string | null;
                    tags?: string[];
                    category_ids?: number[];
                    published?: boolean;
                    requires_shipping?: boolean;
                    /** @enum {string} */
                    inventory_policy?: "deny" | "continue";
                    shipping_method_group_id?: number | null;
                    metafield?: {
                        [key: string]: unknown;
                    };
                    options?: {
                        id?: number;
                        title: string;
                        values: string[];
                    }[];
                    variants?: {
                        id?: number;
                        title?: string;
                        sku?: string;
                        barcode?: string;
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        price?: string | number;
                        compare_at_price?: (string | number) | null;
                        grams?: number;
                        inventory_quantity?: number;
                        /** @enum {string} */
                        inventory_policy?: "deny" | "continue";
                        options?: {
                            title: string;
                            value: string;
                        }[];
                        image?: string | null;
                        metafield?: {
                            [key: string]: unknown;
                        };
                    }[];
                    images?: {
                        id?: number;
                        src: string;
                        metafield?: {
                            [key: string]: unknown;
                        };
                    }[];
                    voucher_product?: {
                        is_enabled: boolean;
                        /** @default [] */
                        white_product_ids?: number[];
                        /** @default [] */
                        black_product_ids?: number[];
                        /** @default 0 */
                        expire_days?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontVendorList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["TitledItem"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontVendorCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontVendorRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontVendorDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontVendorPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontProductTagList: {
        parameters: {
            query?: {
                title?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"][];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontProductTagCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontProductTagRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontProductTagDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontProductTagPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCategoryList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["TitledItem"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCategoryCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCategoryRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCategoryDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCategoryPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCollectionList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                id?: number;
                id__in?: string;
                name?: string;
                name__in?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                published_at__gte?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                published_at__lte?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["Collection"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCollectionCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    name?: string;
                    description?: string;
                    body_html?: string;
                    image?: {
                        src: string;
                        metafield?: {
                            [key: string]: unknown;
                        };
                    } | null;
                    published?: boolean;
                    /** @enum {string} */
                    order_by?: "position" | "id" | "created_at" | "name" | "inventory_quantity" | "title" | "price" | "published_at" | "sold_quantity" | "-id" | "-created_at" | "-name" | "-inventory_quantity" | "-title" | "-price" | "-published_at" | "-sold_quantity";
                    smart?: boolean;
                    disjunctive?: boolean;
                    rules?: {
                        /** @enum {string} */
                        column: "title" | "vendor" | "tag" | "price" | "inventory";
                        /** @enum {string} */
                        relation: "equals" | "not_equals" | "contains" | "starts_with" | "greater_than" | "less_than";
                        condition: string | number;
                    }[];
                    metafield?: {
                        [key: string]: unknown;
                    };
                    meta_title?: string;
                    meta_description?: string;
                    meta_image?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCollectionRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionDetail"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCollectionDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCollectionPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    name?: string;
                    description?: string;
                    body_html?: string;
                    image?: {
                        src: string;
                        metafield?: {
                            [key: string]: unknown;
                        };
                    } | null;
                    published?: boolean;
                    /** @enum {string} */
                    order_by?: "position" | "id" | "created_at" | "name" | "inventory_quantity" | "title" | "price" | "published_at" | "sold_quantity" | "-id" | "-created_at" | "-name" | "-inventory_quantity" | "-title" | "-price" | "-published_at" | "-sold_quantity";
                    smart?: boolean;
                    disjunctive?: boolean;
                    rules?: {
                        /** @enum {string} */
                        column: "title" | "vendor" | "tag" | "price" | "inventory";
                        /** @enum {string} */
                        relation: "equals" | "not_equals" | "contains" | "starts_with" | "greater_than" | "less_than";
                        condition: string | number;
                    }[];
                    metafield?: {
                        [key: string]: unknown;
                    };
                    meta_title?: string;
                    meta_description?: string;
                    meta_image?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCollectionProductsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: number;
                    position?: number;
                    featured?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionProductEntry"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCollectionProductsDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                product_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontCollectionProductsPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                product_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    position?: number;
                    featured?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionProductEntry"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontArticleList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                id?: number;
                id__in?: string;
                name?: string;
                name__in?: string;
                title?: string;
                tag?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                published_at__gte?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                published_at__lte?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["Article"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontArticleCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    name?: string;
                    author?: string;
                    description?: string;
                    image?: {
                        src: string;
                        metafield?: {
                            [key: string]: unknown;
                        };
                    } | null;
                    tags?: string[];
                    body_html?: string;
                    published?: boolean;
                    meta_title?: string;
                    meta_description?: string;
                    meta_image?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontArticleRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleDetail"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontArticleDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontArticlePartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    name?: string;
                    author?: string;
                    description?: string;
                    image?: {
                        src: string;
                        metafield?: {
                            [key: string]: unknown;
                        };
                    } | null;
                    tags?: string[];
                    body_html?: string;
                    published?: boolean;
                    meta_title?: string;
                    meta_description?: string;
                    meta_image?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontArticleTagList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                tag?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: (components["schemas"]["Article"] | components["schemas"]["TitledItem"])[];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontArticleTagCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontArticleTagRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontArticleTagDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopfrontArticleTagPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitledItem"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersOrderList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                id?: number;
                id__in?: string;
                order_number?: number;
                financial_status?: "pending" | "paid" | "refunded";
                financial_status__in?: string;
                order_status?: "open" | "cancelled" | "closed";
                order_status__in?: string;
                fulfillment_status?: "pending" | "fulfilled";
                fulfillment_status__in?: string;
                selected_channel?: "pick_up" | "delivery";
                customer?: number;
                customer__in?: string;
                pick_up_shop?: number;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                created_at__gte?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                created_at__lte?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["Order"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersOrderCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID of the client, one per write it means to make once. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_id?: number;
                    customer?: {
                        mobile: string;
                        /** @default  */
                        full_name?: string;
                        /** @default null */
                        email?: string | null;
                    };
                    lines: {
                        variant_id: number;
                        quantity: number;
                    }[];
                    /** @enum {string} */
                    selected_channel: "pick_up" | "delivery";
                    pick_up_shop_id?: number | null;
                    shipping_method_id?: number | null;
                    shipping_address?: {
                        full_name: string;
                        mobile: string;
                        address1: string;
                        /** @default  */
                        address2?: string;
                        place_code: string;
                        /** @default 中国 */
                        country?: string;
                    } | null;
                    /** @default  */
                    note?: string;
                    /** @default 0 */
                    redeem_points?: number;
                    /** @default [] */
                    coupon_codes?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `Idempotency-Key` was sent before with another body (`idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersOrderPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_id?: number;
                    customer?: {
                        mobile: string;
                        /** @default  */
                        full_name?: string;
                        /** @default null */
                        email?: string | null;
                    };
                    lines: {
                        variant_id: number;
                        quantity: number;
                    }[];
                    /** @enum {string} */
                    selected_channel: "pick_up" | "delivery";
                    pick_up_shop_id?: number | null;
                    shipping_method_id?: number | null;
                    shipping_address?: {
                        full_name: string;
                        mobile: string;
                        address1: string;
                        /** @default  */
                        address2?: string;
                        place_code: string;
                        /** @default 中国 */
                        country?: string;
                    } | null;
                    /** @default  */
                    note?: string;
                    /** @default 0 */
                    redeem_points?: number;
                    /** @default [] */
                    coupon_codes?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cart_token: string | null;
                        requires_shipping: boolean;
                        full_name: string;
                        email: string | null;
                        mobile: string;
                        buyer_accepts_marketing: boolean;
                        /** @description Decimal string with two decimals */
                        total_line_items_price: string;
                        /** @description Decimal string with two decimals */
                        total_discounts: string;
                        /** @description Decimal string with two decimals */
                        shipping_cost: string;
                        /** @description kilograms */
                        total_weight: string;
                        /** @description Decimal string with two decimals */
                        total_price: string;
                        /** @enum {string} */
                        order_status: "open" | "cancelled" | "closed";
                        /** @enum {string} */
                        fulfillment_status: "pending" | "partial" | "fulfilled";
                        /** @enum {string} */
                        financial_status: "pending" | "paid" | "refunded";
                        attributes: {
                            [key: string]: unknown;
                        };
                        note: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        closed_at: string | null;
                        referring_platform: string;
                        paid_at: string | null;
                        /** @description Decimal string with two decimals */
                        paid_price: string;
                        /** @description Decimal string with two decimals */
                        refunded_price: string;
                        is_fulfillment_silent: boolean;
                        is_refunding: boolean;
                        is_test: boolean;
                        fulfilled_at: string | null;
                        /** @enum {string} */
                        selected_channel: "pick_up" | "delivery";
                        title: string;
                        redeem_points: number;
                        /** @description Decimal string with two decimals */
                        points_price: string;
                        shipping_address: components["schemas"]["ShippingAddress"] | null;
                        discounts: {
                            price_rule_id: number;
                            title: string;
                            /** @enum {string} */
                            target_type: "line_item" | "shipping_line";
                            /** @description Decimal string with two decimals */
                            amount: string;
                            coupon_code: string | null;
                        }[];
                        coupon_codes: {
                            id: number | null;
                            code: string;
                            price_rule_id: number;
                        }[];
                        fulfillments: components["schemas"]["Fulfillment"][];
                        transactions: components["schemas"]["Transaction"][];
                        pending_refund_requests: {
                            [key: string]: unknown;
                        }[];
                        information: components["schemas"]["OrderInformation"];
                        customer: components["schemas"]["Customer"] | null;
                        lines: {
                            image: string | null;
                            title: string;
                            requires_shipping: boolean;
                            product_title: string;
                            variant_title: string;
                            sku: string;
                            barcode: string;
                            quantity: number;
                            /** @description Decimal string with two decimals */
                            price: string;
                            /** @description Decimal string with two decimals */
                            total_price: string;
                            /** @description Decimal string with two decimals */
                            total_discount: string;
                            variant: {
                                id: number | null;
                                sku: string;
                                title: string;
                                image: string | null;
                                /** @description Decimal string with two decimals */
                                price: string;
                                grams: number;
                                options: {
                                    title: string;
                                    value: string;
                                }[];
                                barcode: string;
                            };
                            product: {
                                id: number | null;
                                name: string;
                                title: string;
                                vendor_id: number | null;
                            };
                            /** @enum {string} */
                            fulfillment_status: "pending" | "fulfilled";
                            refunded_quantity: number;
                            shipping_method_id: number | null;
                            shipping_method: {
                                id: number;
                                group_id: number;
                                rate_type: string;
                                is_enabled: boolean;
                                title: string;
                                /** @description Decimal string with two decimals */
                                normal_price: string;
                                /** @description Decimal string with two decimals */
                                normal_unit: string;
                                /** @description Decimal string with two decimals */
                                over_price: string;
                                /** @description Decimal string with two decimals */
                                over_unit: string;
                                /** @enum {string} */
                                free_shipping_policy: "nope" | "over_price" | "always";
                                /** @description Decimal string with two decimals */
                                free_shipping_price: string;
                                metafield: {
                                    [key: string]: unknown;
                                };
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 with milliseconds and offset
                                 */
                                updated_at: string;
                                unsold_place_codes: string[];
                            } | null;
                            fulfillment_location: {
                                id: number;
                                active: boolean;
                                title: string;
                                is_default: boolean;
                            } | null;
                            attributes: {
                                [key: string]: unknown;
                            };
                            fulfillable_quantity: number;
                            fulfillment_service: string;
                        }[];
                        rejected_coupon_codes: {
                            code: string;
                            reason: string;
                            detail: string;
                        }[];
                        displaced_discounts: {
                            price_rule_id: number;
                            title: string;
                            /** @enum {string} */
                            reason: "not_combinable" | "nothing_to_discount";
                            coupon_codes: string[];
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersOrderRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersOrderPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID of the client, one per write it means to make once. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    gateway: "cash" | "card" | "wechat_pay" | "alipay" | "other";
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    amount: string | number;
                    /** @default  */
                    reference?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `Idempotency-Key` was sent before with another body (`idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersOrderFulfill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    carrier: string;
                    tracking_number: string;
                    line_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersOrderRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    lines?: {
                        line_id: number;
                        quantity: number;
                        /** @default false */
                        restock?: boolean;
                    }[];
                    /** @default false */
                    shipping?: boolean;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersOrderCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersPickUpCodeList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                id?: number;
                id__in?: string;
                stock_status?: "unprepare" | "prepared";
                stock_status__in?: string;
                service_order_id?: number;
                service_order_id__in?: string;
                key?: string;
                key__in?: string;
                key_in?: string;
                key_status?: "unused" | "used" | "expired" | "canceled";
                key_status__in?: string;
                offline_shop?: number;
                offline_shop__in?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                created_at__gte?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                created_at__lte?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                expires_at__gte?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                expires_at__lte?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["PickUpCode"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersPickUpCodeChanges: {
        parameters: {
            query?: {
                cursor?: string;
                /** @description A manager's store to copy; staff get their own store's codes. */
                offline_shop?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickUpCodeChanges"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersPickUpCodeCheck: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickUpCodeCheck"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersPickUpCodeConsume: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID of the client, one per write it means to make once. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    /** @description Who collects the package when it is not the customer */
                    collected_by?: {
                        name: string;
                        relation?: ("family" | "friend" | "colleague" | "neighbour" | "courier" | "other") | null;
                        note?: string | null;
                    } | null;
                    /** @description When the clerk handed the package out, offline (docs/OFFLINE.md). */
                    offline_at?: string;
                    /** @description Which counter handed it out, as the counter names itself. */
                    counter_id?: string;
                    /** @description With offline_at: the clerk signed in offline who handed it out (docs/DESIGN.md §14); the hand-out is his, accepted only if he was active and of the code's store at offline_at. Without it the sender is the clerk. */
                    staff_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickUpCode"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `Idempotency-Key` was sent before with another body (`idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersPickUpCodeRollback: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID of the client, one per write it means to make once. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickUpCode"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `Idempotency-Key` was sent before with another body (`idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersPickUpCodeReceiptPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 80 */
                    paper?: 58 | 80;
                    receipt: {
                        /** @enum {string} */
                        kind: "slip" | "hand_out";
                        labels: {
                            title: string;
                            order: string;
                            key: string;
                            items: string;
                            handedOutBy: string;
                            collectedBy: string;
                            time: string;
                            scan: string;
                        };
                        store: string;
                        orderNumber: number;
                        key: string;
                        lines: {
                            title: string;
                            variant: string;
                            quantity: number;
                        }[];
                        handedOutBy: string | null;
                        collectedBy: string | null;
                        time: string;
                        link: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The ReceiptLine document */
                        document: string;
                        /** @description The receipt drawn as SVG, as wide as the paper */
                        svg: string;
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersPickUpCodeFetch: {
        parameters: {
            query: {
                order_token: string;
                shop: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickUpCodeFetch"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersPickUpCodeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ordersPickUpCodeStockPrepare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default prepared
                     * @enum {string}
                     */
                    stock_status?: "unprepare" | "prepared";
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickUpCode"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsPriceRuleList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                id?: number;
                id__in?: string;
                /** @description true, false, 1 or 0 */
                automatic_discount?: boolean;
                title?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                starts_at?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                ends_at?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["PriceRule"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsPriceRuleCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    is_enabled?: boolean;
                    /** @default 0 */
                    priority?: number;
                    title: string;
                    /** @default  */
                    verbose_title?: string;
                    /** @default 0 */
                    usage_limit?: number;
                    /** @default false */
                    once_per_customer?: boolean;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    target_selection?: "all" | "entitled";
                    /** @default null */
                    entitled_product_ids?: number[] | null;
                    /** @default null */
                    entitled_collection_ids?: number[] | null;
                    /** @default null */
                    entitled_category_ids?: number[] | null;
                    /** @default null */
                    entitled_vendor_titles?: string[] | null;
                    /** @default null */
                    starts_at?: string | null;
                    /** @default null */
                    ends_at?: string | null;
                    /** @default false */
                    automatic_discount?: boolean;
                    /**
                     * @default line_item
                     * @enum {string}
                     */
                    target_type?: "line_item" | "shipping_line";
                    /**
                     * @default across
                     * @enum {string}
                     */
                    allocation_method?: "across" | "each";
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    value: string | number;
                    /** @enum {string} */
                    value_type: "percentage" | "fixed_amount";
                    /** @default false */
                    accumulate?: boolean;
                    prerequisite_quantity_range?: {
                        greater_than_or_equal_to: number | string;
                    } | null;
                    prerequisite_shipping_price_range?: {
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        less_than_or_equal_to: string | number;
                    } | null;
                    prerequisite_subtotal_range?: {
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        greater_than_or_equal_to: string | number;
                    } | null;
                    prerequisite_to_entitlement_quantity_ratio?: {
                        prerequisite_quantity: number | string;
                        entitled_quantity: number | string;
                    } | null;
                    /** @default 0 */
                    allocation_limit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRule"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsPriceRuleRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRule"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsPriceRuleUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    is_enabled?: boolean;
                    /** @default 0 */
                    priority?: number;
                    title: string;
                    /** @default  */
                    verbose_title?: string;
                    /** @default 0 */
                    usage_limit?: number;
                    /** @default false */
                    once_per_customer?: boolean;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    target_selection?: "all" | "entitled";
                    /** @default null */
                    entitled_product_ids?: number[] | null;
                    /** @default null */
                    entitled_collection_ids?: number[] | null;
                    /** @default null */
                    entitled_category_ids?: number[] | null;
                    /** @default null */
                    entitled_vendor_titles?: string[] | null;
                    /** @default null */
                    starts_at?: string | null;
                    /** @default null */
                    ends_at?: string | null;
                    /** @default false */
                    automatic_discount?: boolean;
                    /**
                     * @default line_item
                     * @enum {string}
                     */
                    target_type?: "line_item" | "shipping_line";
                    /**
                     * @default across
                     * @enum {string}
                     */
                    allocation_method?: "across" | "each";
                    /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                    value: string | number;
                    /** @enum {string} */
                    value_type: "percentage" | "fixed_amount";
                    /** @default false */
                    accumulate?: boolean;
                    prerequisite_quantity_range?: {
                        greater_than_or_equal_to: number | string;
                    } | null;
                    prerequisite_shipping_price_range?: {
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        less_than_or_equal_to: string | number;
                    } | null;
                    prerequisite_subtotal_range?: {
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        greater_than_or_equal_to: string | number;
                    } | null;
                    prerequisite_to_entitlement_quantity_ratio?: {
                        prerequisite_quantity: number | string;
                        entitled_quantity: number | string;
                    } | null;
                    /** @default 0 */
                    allocation_limit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRule"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsPriceRuleDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsCouponList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                id?: number;
                id__in?: string;
                code_prefix?: string;
                code_prefix__in?: string;
                /** @description true, false, 1 or 0 */
                can_redeem?: boolean;
                price_rule__value_type?: "percentage" | "fixed_amount";
                price_rule__value_type__in?: string;
                price_rule__title?: string;
                price_rule__title__icontains?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                created_at__gte?: string;
                /** @description ISO 8601 with offset or Z, or YYYY-MM-DD hh:mm:ss in the shop time zone */
                created_at__lte?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["Coupon"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsCouponCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    code_prefix: string;
                    /** @default false */
                    can_redeem?: boolean;
                    minimum_amount?: (string | number) | null;
                    price_rule: {
                        /** @default true */
                        is_enabled?: boolean;
                        /** @default 0 */
                        priority?: number;
                        title?: string;
                        /** @default  */
                        verbose_title?: string;
                        /** @default 0 */
                        usage_limit?: number;
                        /** @default false */
                        once_per_customer?: boolean;
                        /**
                         * @default all
                         * @enum {string}
                         */
                        target_selection?: "all" | "entitled";
                        /** @default null */
                        entitled_product_ids?: number[] | null;
                        /** @default null */
                        entitled_collection_ids?: number[] | null;
                        /** @default null */
                        entitled_category_ids?: number[] | null;
                        /** @default null */
                        entitled_vendor_titles?: string[] | null;
                        /** @default null */
                        starts_at?: string | null;
                        /** @default null */
                        ends_at?: string | null;
                        /** @default false */
                        automatic_discount?: boolean;
                        /**
                         * @default line_item
                         * @enum {string}
                         */
                        target_type?: "line_item" | "shipping_line";
                        /**
                         * @default across
                         * @enum {string}
                         */
                        allocation_method?: "across" | "each";
                        /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                        value: string | number;
                        /** @enum {string} */
                        value_type: "percentage" | "fixed_amount";
                        /** @default false */
                        accumulate?: boolean;
                        prerequisite_quantity_range?: {
                            greater_than_or_equal_to: number | string;
                        } | null;
                        prerequisite_shipping_price_range?: {
                            /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                            less_than_or_equal_to: string | number;
                        } | null;
                        prerequisite_subtotal_range?: {
                            /** @description Decimal with at most two decimals, as a string ("12.50") or number. */
                            greater_than_or_equal_to: string | number;
                        } | null;
                        prerequisite_to_entitlement_quantity_ratio?: {
                            prerequisite_quantity: number | string;
                            entitled_quantity: number | string;
                        } | null;
                        /** @default 0 */
                        allocation_limit?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsCouponRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsCouponDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsCouponCodeList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                id?: number;
                id__in?: string;
                status?: "unused" | "used" | "available";
                status__in?: string;
                customer?: number;
                coupon?: number;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["CouponCode"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsCouponCodeCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_id: number;
                    coupon_id: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["CouponCode"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsCouponCodeRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponCode"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsCouponCodeUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_id: number;
                    coupon_id: number;
                    code?: string;
                    /** @enum {string} */
                    status: "unused" | "used";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponCode"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discountsCouponCodeDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhooksWebhookList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["Webhook"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhooksWebhookCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    event: "product_published" | "order_paid" | "order_fulfilled" | "order_refunded" | "pick_up_code_prepared" | "pick_up_code_conflict";
                    url: string;
                    /** @default {} */
                    metafield?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhooksWebhookRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhooksWebhookDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhooksWebhookPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    application_id?: number;
                    /** @enum {string} */
                    event?: "product_published" | "order_paid" | "order_fulfilled" | "order_refunded" | "pick_up_code_prepared" | "pick_up_code_conflict";
                    url?: string;
                    metafield?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhooksWebhookDeliveries: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhooksDeliveryRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhooksDeliveryRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationsNotificationList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                pick_up_code?: number;
                pick_up_code__in?: string;
                customer?: number;
                customer__in?: string;
                status?: "pending" | "sent" | "failed" | "skipped";
                status__in?: string;
                kind?: "ready" | "reminder" | "handed_out" | "test";
                kind__in?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["Notification"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationsNotificationRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationsPickUpCodeResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationsSummaryRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sent_today: number;
                        failed_today: number;
                    };
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationsSettingsRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationsSettingsPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sms_access_key_id?: string | null;
                    /** @description write-only */
                    sms_access_key_secret?: string | null;
                    sms_sign_name?: string | null;
                    sms_endpoint?: string | null;
                    sms_templates?: {
                        ready?: {
                            template_code: string;
                            params?: {
                                [key: string]: string;
                            };
                        };
                        reminder?: {
                            template_code: string;
                            params?: {
                                [key: string]: string;
                            };
                        };
                        handed_out?: {
                            template_code: string;
                            params?: {
                                [key: string]: string;
                            };
                        };
                    };
                    wechat_authorizer_appid?: string | null;
                    wechat_templates?: {
                        ready?: {
                            template_id: string;
                            data?: {
                                [key: string]: string;
                            };
                        };
                        reminder?: {
                            template_id: string;
                            data?: {
                                [key: string]: string;
                            };
                        };
                        handed_out?: {
                            template_id: string;
                            data?: {
                                [key: string]: string;
                            };
                        };
                    };
                    wechat_page?: string | null;
                    link_base?: string | null;
                    reminder_hours?: number;
                    quiet_start?: string;
                    quiet_end?: string;
                    handed_out_enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationsSettingsTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    channel: "wechat" | "sms";
                    mobile?: string;
                    openid?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loyaltyLevelList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["Level"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loyaltyLevelCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    condition_points: number;
                    /** @default 0 */
                    sign_points?: number;
                    gain_points?: number;
                    /** @default 100 */
                    redeem_points?: number;
                    /** @default 0 */
                    redeem_limitation?: number;
                    /** @default 0 */
                    redeem_limitation_monthly?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Level"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loyaltyLevelRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Level"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loyaltyLevelUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    condition_points: number;
                    /** @default 0 */
                    sign_points?: number;
                    gain_points?: number;
                    /** @default 100 */
                    redeem_points?: number;
                    /** @default 0 */
                    redeem_limitation?: number;
                    /** @default 0 */
                    redeem_limitation_monthly?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Level"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loyaltyLevelDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (a specific `code`, e.g. `duplicate`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loyaltyPointHistoryList: {
        parameters: {
            query?: {
                page?: number;
                /** @description Larger sizes are clamped to 100. */
                page_size?: number;
                customer?: number;
                customer__in?: string;
                /** @description Export every row the filters select as CSV (UTF-8 with BOM) or xlsx */
                format?: "csv" | "xlsx";
                /** @description With format: an export for people in that language — the list's columns titled, codes as their labels, lists as text, times as yyyy-MM-dd HH:mm in the shop's zone (docs/API.md, Exports) */
                labels?: "zh-CN" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["PointHistoryEntry"][];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loyaltyPointHistoryRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointHistoryEntryDetail"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or a page past the last (`not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loyaltyPointHistoryAdjust: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_id: number;
                    points: number;
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointHistoryEntry"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportsPickUpList: {
        parameters: {
            query?: {
                /** @description Start (default: the start of today in the shop time zone) */
                from?: string;
                /** @description Exclusive end (default: the end of today in the shop time zone) */
                to?: string;
                /** @description Bucket size, in the shop time zone */
                interval?: "day" | "hour";
                offline_shop?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_zone: string;
                        /**
                         * Format: date-time
                         * @description Start of the first bucket
                         */
                        from: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 with milliseconds and offset
                         */
                        to: string;
                        /** @enum {string} */
                        interval: "day" | "hour";
                        offline_shop: number | null;
                        results: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 with milliseconds and offset
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 with milliseconds and offset
                             */
                            end: string;
                            issued: number;
                            prepared: number;
                            handed_out: number;
                            expired: number;
                            canceled: number;
                            /** @description Seconds (nearest-rank percentile); null without hand-outs */
                            paid_to_handed_out_median: number | null;
                            /** @description Seconds (nearest-rank percentile); null without hand-outs */
                            paid_to_handed_out_p90: number | null;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportsStaffList: {
        parameters: {
            query?: {
                /** @description Start (default: the start of today in the shop time zone) */
                from?: string;
                /** @description Exclusive end (default: the end of today in the shop time zone) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_zone: string;
                        /**
                         * Format: date-time
                         * @description Start of the first bucket
                         */
                        from: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 with milliseconds and offset
                         */
                        to: string;
                        results: {
                            staff: {
                                id: number;
                                username: string;
                            };
                            offline_shop: {
                                id: number;
                                title: string;
                            } | null;
                            handed_out: number;
                            refused: number;
                            rolled_back: number;
                            /** @description Offline hand-outs the server refused when the counter sent them (action consume_conflict): conflicts to settle, not counted in refused */
                            conflicts: number;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportsSalesList: {
        parameters: {
            query?: {
                /** @description Start (default: the start of today in the shop time zone) */
                from?: string;
                /** @description Exclusive end (default: the end of today in the shop time zone) */
                to?: string;
                /** @description Bucket size, in the shop time zone */
                interval?: "day" | "hour";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_zone: string;
                        /**
                         * Format: date-time
                         * @description Start of the first bucket
                         */
                        from: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 with milliseconds and offset
                         */
                        to: string;
                        /** @enum {string} */
                        interval: "day" | "hour";
                        totals: {
                            paid_orders: number;
                            /** @description Decimal string with two decimals */
                            revenue: string;
                            /** @description Decimal string with two decimals */
                            discounts: string;
                            points_redeemed: number;
                            /** @description Decimal string with two decimals */
                            points_price: string;
                        };
                        results: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 with milliseconds and offset
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 with milliseconds and offset
                             */
                            end: string;
                            paid_orders: number;
                            /** @description Decimal string with two decimals */
                            revenue: string;
                            /** @description Decimal string with two decimals */
                            discounts: string;
                            points_redeemed: number;
                            /** @description Decimal string with two decimals */
                            points_price: string;
                        }[];
                        top_products: {
                            product_id: number | null;
                            title: string;
                            quantity: number;
                            /** @description Decimal string with two decimals */
                            revenue: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportsWaitingList: {
        parameters: {
            query?: {
                /** @description Hours ahead in which a waiting package counts as expiring soon */
                expiring_within?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_zone: string;
                        /**
                         * Format: date-time
                         * @description The moment counted
                         */
                        at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 with milliseconds and offset
                         */
                        expiring_before: string;
                        totals: {
                            /** @description Codes unused and not yet run out */
                            waiting: number;
                            /** @description Of those, packages prepared */
                            prepared: number;
                            /** @description Of those, codes that run out before `expiring_before` */
                            expiring_soon: number;
                        };
                        results: {
                            offline_shop: {
                                id: number;
                                title: string;
                            };
                            /** @description Codes unused and not yet run out */
                            waiting: number;
                            /** @description Of those, packages prepared */
                            prepared: number;
                            /** @description Of those, codes that run out before `expiring_before` */
                            expiring_soon: number;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importsProductsCreate: {
        parameters: {
            query?: {
                /** @description true (the default): report what would change, write nothing */
                dry_run?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importsCustomersCreate: {
        parameters: {
            query?: {
                /** @description true (the default): report what would change, write nothing */
                dry_run?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
                };
            };
            /** @description Invalid body, query or path (`invalid`, with `errors` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid credential (`not_authenticated`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential lacks the scope or role (`permission_denied`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
