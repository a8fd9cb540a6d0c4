// Generated from openapi.json by scripts/generate.ts; do not edit.
export interface paths {
    "/v1/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the organization of the API key
         * @description Get the organization of the API key. Needs an API key with the `organization:read` permission.
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the organization
         * @description Update the organization. Needs an API key with the `organization:write` permission.
         */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/v1/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the domains of the organization, its DEFAULT domain first
         * @description List the domains of the organization, its DEFAULT domain first. Needs an API key with the `organization:read` permission.
         */
        get: operations["listDomains"];
        put?: never;
        /**
         * Register a custom hostname (PENDING_VERIFICATION until its TXT record is verified)
         * @description Register a custom hostname (PENDING_VERIFICATION until its TXT record is verified). Needs an API key with the `organization:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organizations/{organization}/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a custom hostname (PENDING_VERIFICATION until its TXT record is verified)
         * @description Register a custom hostname (PENDING_VERIFICATION until its TXT record is verified). Needs an API key with the `organization:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createDomainInOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/domains/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a domain
         * @description Get a domain. Needs an API key with the `organization:read` permission.
         */
        get: operations["getDomain"];
        put?: never;
        post?: never;
        /**
         * Delete a custom domain (it stops routing and its hostname is free again)
         * @description Delete a custom domain (it stops routing and its hostname is free again). Needs an API key with the `organization:write` permission.
         */
        delete: operations["deleteDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/domains/{domain}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a domain by its DNS TXT record; FAILED_PRECONDITION while the record is not there
         * @description Verify a domain by its DNS TXT record; FAILED_PRECONDITION while the record is not there. Needs an API key with the `organization:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["verifyDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organizations/{organization}/domains/{domain}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a domain by its DNS TXT record; FAILED_PRECONDITION while the record is not there
         * @description Verify a domain by its DNS TXT record; FAILED_PRECONDITION while the record is not there. Needs an API key with the `organization:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["verifyDomainInOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description List customers. Needs an API key with the `customers:read` permission.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create a customer
         * @description Create a customer. Needs an API key with the `customers:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer
         * @description Get a customer. Needs an API key with the `customers:read` permission.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a customer
         * @description Update a customer. Needs an API key with the `customers:write` permission; a requestId makes a retry safe (24 hours).
         */
        patch: operations["updateCustomer"];
        trace?: never;
    };
    "/v1/customers/{customer}:archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a customer: it stays listed but takes no new usage
         * @description Archive a customer: it stays listed but takes no new usage. Needs an API key with the `customers:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["archiveCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/meters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List meters
         * @description List meters. Needs an API key with the `catalog:read` permission.
         */
        get: operations["listMeters"];
        put?: never;
        /**
         * Create a meter
         * @description Create a meter. Needs an API key with the `catalog:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createMeter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/meters/{meter}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a meter
         * @description Get a meter. Needs an API key with the `catalog:read` permission.
         */
        get: operations["getMeter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a meter
         * @description Update a meter. Needs an API key with the `catalog:write` permission; a requestId makes a retry safe (24 hours).
         */
        patch: operations["updateMeter"];
        trace?: never;
    };
    "/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description List products. Needs an API key with the `catalog:read` permission.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a product
         * @description Create a product. Needs an API key with the `catalog:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{product}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product
         * @description Get a product. Needs an API key with the `catalog:read` permission.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rateCards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rate cards
         * @description List rate cards. Needs an API key with the `catalog:read` permission.
         */
        get: operations["listRateCards"];
        put?: never;
        /**
         * Create a rate card, with any initial rates
         * @description Create a rate card, with any initial rates. Needs an API key with the `catalog:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createRateCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rateCards/{rateCard}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a rate card with its rates
         * @description Get a rate card with its rates. Needs an API key with the `catalog:read` permission.
         */
        get: operations["getRateCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rateCards/{rateCard}/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a rate to a rate card; overlapping periods for the same product and dimensions are refused
         * @description Add a rate to a rate card; overlapping periods for the same product and dimensions are refused. Needs an API key with the `catalog:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usageEvents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List usage events, newest first, filtered by eventType and [startTime, endTime) on eventTime
         * @description List usage events, newest first, filtered by eventType and [startTime, endTime) on eventTime. Needs an API key with the `usage:read` permission.
         */
        get: operations["listUsageEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usageEvents/{event}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a usage event
         * @description Get a usage event. Needs an API key with the `usage:read` permission.
         */
        get: operations["getUsageEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usageEvents/{event}:correct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a usage event: a replacement event supersedes it (repeating a correction is safe)
         * @description Correct a usage event: a replacement event supersedes it (repeating a correction is safe). Needs an API key with the `usage:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["correctUsageEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usageEvents:replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recompute everything derived from the events of a time range; answers at once
         * @description Recompute everything derived from the events of a time range; answers at once. Needs an API key with the `usage:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["replayUsageEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's contracts
         * @description List a customer's contracts. Needs an API key with the `contracts:read` permission.
         */
        get: operations["listContracts"];
        put?: never;
        /**
         * Create a contract on a rate card in the customer's currency
         * @description Create a contract on a rate card in the customer's currency. Needs an API key with the `contracts:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/contracts/{contract}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contract, with its terms as of now
         * @description Get a contract, with its terms as of now. Needs an API key with the `contracts:read` permission.
         */
        get: operations["getContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/contracts/{contract}:scheduleAmendment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule an amendment of the contract's rate card, overrides or end
         * @description Schedule an amendment of the contract's rate card, overrides or end. Needs an API key with the `contracts:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["scheduleContractAmendment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/contracts/{contract}/amendments/{amendment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contract amendment
         * @description Get a contract amendment. Needs an API key with the `contracts:read` permission.
         */
        get: operations["getContractAmendment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/contracts/{contract}/amendments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a contract's amendments
         * @description List a contract's amendments. Needs an API key with the `contracts:read` permission.
         */
        get: operations["listContractAmendments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/contracts/{contract}/amendments/{amendment}:cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a scheduled contract amendment
         * @description Cancel a scheduled contract amendment. Needs an API key with the `contracts:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["cancelContractAmendment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/contracts/{contract}:end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a contract at a time
         * @description End a contract at a time. Needs an API key with the `contracts:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["endContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's subscriptions
         * @description List a customer's subscriptions. Needs an API key with the `contracts:read` permission.
         */
        get: operations["listSubscriptions"];
        put?: never;
        /**
         * Create a subscription to SUBSCRIPTION products under one of the customer's contracts
         * @description Create a subscription to SUBSCRIPTION products under one of the customer's contracts. Needs an API key with the `contracts:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/subscriptions/{subscription}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a subscription, with its items as of now
         * @description Get a subscription, with its items as of now. Needs an API key with the `contracts:read` permission.
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/subscriptions/{subscription}:cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a subscription at a time
         * @description Cancel a subscription at a time. Needs an API key with the `contracts:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/subscriptions/{subscription}:scheduleAmendment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule an amendment replacing the subscription's items
         * @description Schedule an amendment replacing the subscription's items. Needs an API key with the `contracts:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["scheduleSubscriptionAmendment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/subscriptions/{subscription}/amendments/{subscriptionAmendment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a subscription amendment
         * @description Get a subscription amendment. Needs an API key with the `contracts:read` permission.
         */
        get: operations["getSubscriptionAmendment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/subscriptions/{subscription}/amendments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a subscription's amendments
         * @description List a subscription's amendments. Needs an API key with the `contracts:read` permission.
         */
        get: operations["listSubscriptionAmendments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/subscriptions/{subscription}/amendments/{subscriptionAmendment}:cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a scheduled subscription amendment
         * @description Cancel a scheduled subscription amendment. Needs an API key with the `contracts:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["cancelSubscriptionAmendment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's usage per meter and group values over [period.startTime, period.endTime)
         * @description A customer's usage per meter and group values over [period.startTime, period.endTime). Needs an API key with the `usage:read` permission.
         */
        get: operations["getCustomerUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/charges:preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer's charges over a period, one row per invoice line (computed, not stored)
         * @description The customer's charges over a period, one row per invoice line (computed, not stored). Needs an API key with the `invoices:read` permission.
         */
        post: operations["previewCharges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/invoices:preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The invoice of any period over the customer's contracts (computed, not stored)
         * @description The invoice of any period over the customer's contracts (computed, not stored). Needs an API key with the `invoices:read` permission.
         */
        post: operations["previewInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's invoices, oldest first
         * @description List a customer's invoices, oldest first. Needs an API key with the `invoices:read` permission.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/invoices/{invoice}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an invoice with its lines
         * @description Get an invoice with its lines. Needs an API key with the `invoices:read` permission.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/invoices/{invoice}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the invoice as a document the customer can pay from: a PDF, or an HTML page with format=html
         * @description Get the invoice as a document the customer can pay from: a PDF, or an HTML page with format=html. Needs an API key with the `invoices:read` permission.
         */
        get: operations["getInvoiceDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/invoices/{invoice}:finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finalize a DRAFT invoice whose period has ended, without waiting for the grace period
         * @description Finalize a DRAFT invoice whose period has ended, without waiting for the grace period. Needs an API key with the `invoices:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["finalizeInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/invoices/{invoice}:void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a FINALIZED invoice; a new DRAFT of the same period takes its place
         * @description Void a FINALIZED invoice; a new DRAFT of the same period takes its place. Needs an API key with the `invoices:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["voidInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/invoices/{invoice}:markPaid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a FINALIZED invoice PAID because it was paid outside the service; its open payments are canceled
         * @description Mark a FINALIZED invoice PAID because it was paid outside the service; its open payments are canceled. Needs an API key with the `invoices:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["markInvoicePaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's credit grants, oldest first
         * @description List a customer's credit grants, oldest first. Needs an API key with the `credits:read` permission.
         */
        get: operations["listCreditGrants"];
        put?: never;
        /**
         * Grant credit to a customer, usable on the invoices of its effective period
         * @description Grant credit to a customer, usable on the invoices of its effective period. Needs an API key with the `credits:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createCreditGrant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/credits/{credit}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a credit grant, with what is left of it
         * @description Get a credit grant, with what is left of it. Needs an API key with the `credits:read` permission.
         */
        get: operations["getCreditGrant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/credits/{credit}:void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void what is left of a credit grant
         * @description Void what is left of a credit grant. Needs an API key with the `credits:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["voidCreditGrant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's credit balance at a time, from finalized invoices
         * @description The customer's credit balance at a time, from finalized invoices. Needs an API key with the `credits:read` permission.
         */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/balanceTransactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's balance transactions, newest first
         * @description The customer's balance transactions, newest first. Needs an API key with the `credits:read` permission.
         */
        get: operations["listBalanceTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/commitments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's commitments, oldest first
         * @description List a customer's commitments, oldest first. Needs an API key with the `credits:read` permission.
         */
        get: operations["listCommitments"];
        put?: never;
        /**
         * Commit one of the customer's contracts to a minimum spend over a period, postpaid or prepaid
         * @description Commit one of the customer's contracts to a minimum spend over a period, postpaid or prepaid. Needs an API key with the `credits:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createCommitment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/commitments/{commitment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a commitment, with what is left of it
         * @description Get a commitment, with what is left of it. Needs an API key with the `credits:read` permission.
         */
        get: operations["getCommitment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/commitments/{commitment}:void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void what is left of a commitment
         * @description Void what is left of a commitment. Needs an API key with the `credits:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["voidCommitment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/providerConnections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's provider connections, oldest first
         * @description List the organization's provider connections, oldest first. Needs an API key with the `payments:read` permission.
         */
        get: operations["listProviderConnections"];
        put?: never;
        /**
         * Connect a merchant account at a payment provider; the credential is stored encrypted
         * @description Connect a merchant account at a payment provider; the credential is stored encrypted. Needs an API key with the `payments:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createProviderConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/providerConnections/{providerConnection}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a provider connection (never its credential)
         * @description Get a provider connection (never its credential). Needs an API key with the `payments:read` permission.
         */
        get: operations["getProviderConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a provider connection
         * @description Rename a provider connection. Needs an API key with the `payments:write` permission.
         */
        patch: operations["updateProviderConnection"];
        trace?: never;
    };
    "/v1/routingPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ordered rules that choose provider connections for a payment
         * @description The ordered rules that choose provider connections for a payment. Needs an API key with the `payments:read` permission.
         */
        get: operations["getRoutingPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace the routing rules
         * @description Replace the routing rules. Needs an API key with the `payments:write` permission.
         */
        patch: operations["updateRoutingPolicy"];
        trace?: never;
    };
    "/v1/customers/{customer}/paymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's payment methods, oldest first
         * @description List a customer's payment methods, oldest first. Needs an API key with the `payments:read` permission.
         */
        get: operations["listPaymentMethods"];
        put?: never;
        /**
         * Save a customer's payment method from a provider's setup token
         * @description Save a customer's payment method from a provider's setup token. Needs an API key with the `payments:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/paymentMethods/{paymentMethod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment method
         * @description Get a payment method. Needs an API key with the `payments:read` permission.
         */
        get: operations["getPaymentMethod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's payments, oldest first
         * @description List a customer's payments, oldest first. Needs an API key with the `payments:read` permission.
         */
        get: operations["listPayments"];
        put?: never;
        /**
         * Collect a FINALIZED invoice; the first round of attempts runs before the answer
         * @description Collect a FINALIZED invoice; the first round of attempts runs before the answer. Needs an API key with the `payments:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/payments/{payment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment
         * @description Get a payment. Needs an API key with the `payments:read` permission.
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/payments/{payment}:retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try a payment again now (an UNKNOWN attempt is reconciled first)
         * @description Try a payment again now (an UNKNOWN attempt is reconciled first). Needs an API key with the `payments:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["retryPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/payments/{payment}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payment's attempts, first first
         * @description A payment's attempts, first first. Needs an API key with the `payments:read` permission.
         */
        get: operations["listPaymentAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/payments/{payment}/attempts/{attempt}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one attempt of a payment
         * @description Get one attempt of a payment. Needs an API key with the `payments:read` permission.
         */
        get: operations["getPaymentAttempt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customer}/paymentMethods/{paymentMethod}:disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop using a payment method for new attempts
         * @description Stop using a payment method for new attempts. Needs an API key with the `payments:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["disablePaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/providerConnections/{providerConnection}:disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop routing payments to a provider connection
         * @description Stop routing payments to a provider connection. Needs an API key with the `payments:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["disableProviderConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/taxRates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's tax rates, oldest first, archived ones included
         * @description List the organization's tax rates, oldest first, archived ones included. Needs an API key with the `organization:read` permission.
         */
        get: operations["listTaxRates"];
        put?: never;
        /**
         * Create a tax rate; DRAFT invoices are recomputed with it, finalized ones never change
         * @description Create a tax rate; DRAFT invoices are recomputed with it, finalized ones never change. Needs an API key with the `organization:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["createTaxRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/taxRates/{taxRate}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tax rate
         * @description Get a tax rate. Needs an API key with the `organization:read` permission.
         */
        get: operations["getTaxRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/taxRates/{taxRate}:archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a tax rate: no invoice computed from now on uses it; it is never deleted
         * @description Archive a tax rate: no invoice computed from now on uses it; it is never deleted. Needs an API key with the `organization:write` permission; a requestId makes a retry safe (24 hours).
         */
        post: operations["archiveTaxRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usageEvents:ingest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ingest one usage event (served by the ingest edge)
         * @description Each event gets its own result; the HTTP status is 200 unless the request as a whole is refused. 503 and 429 carry Retry-After: send the same events again (same eventIds) after it. eventTime must lie between 35 days ago and 5 minutes ahead of the service clock; outside that window the event is REJECTED with errorCode OUT_OF_RANGE (the request still answers 200). Send usage as it happens and resend a backlog within 35 days with the same eventIds (a resent event is DUPLICATE); usage older than 35 days cannot be ingested nor added to a past invoice (settle it outside usage events, e.g. a credit grant).
         */
        post: operations["ingestUsageEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usageEvents:batchIngest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ingest up to 1000 usage events (served by the ingest edge)
         * @description Each event gets its own result; the HTTP status is 200 unless the request as a whole is refused. 503 and 429 carry Retry-After: send the same events again (same eventIds) after it. eventTime must lie between 35 days ago and 5 minutes ahead of the service clock; outside that window the event is REJECTED with errorCode OUT_OF_RANGE (the request still answers 200). Send usage as it happens and resend a backlog within 35 days with the same eventIds (a resent event is DUPLICATE); usage older than 35 days cannot be ingested nor added to a past invoice (settle it outside usage events, e.g. a credit grant).
         */
        post: operations["batchIngestUsageEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOrganization: {
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description Currency of new customers and rate cards when they name none (ISO 4217) */
                        defaultCurrencyCode: string;
                        /** @description IANA time zone that billing periods and calendar boundaries follow, such as Europe/Paris */
                        timeZone: string;
                        /**
                         * @description CHARGE_AUTOMATICALLY (default): finalized invoices are charged; SEND_INVOICE: the customer pays
                         * @enum {string}
                         */
                        collectionMethod: "COLLECTION_METHOD_UNSPECIFIED" | "CHARGE_AUTOMATICALLY" | "SEND_INVOICE";
                        /** @description Days from finalize to an invoice's dueTime (0 to 365, default 0) */
                        netTermsDays: number;
                        /** @description Days after the first failed round at which soft failures are retried (default [1, 3, 7, 14]) */
                        paymentRetryDays: number[];
                        /**
                         * InvoiceSettings
                         * @description How invoice documents present the organization
                         */
                        invoiceSettings: {
                            /** @description The issuer name printed on invoice documents */
                            legalName: string;
                            /** @description The issuer address printed under its name */
                            address?: {
                                /** @description Street lines of the address */
                                addressLines?: string[];
                                /** @description State, province or region */
                                administrativeArea?: string;
                                /** @description BCP-47 language of the address */
                                languageCode?: string;
                                /** @description City or town */
                                locality?: string;
                                /** @description Company name in the address */
                                organization?: string;
                                /** @description Postal or ZIP code */
                                postalCode?: string;
                                /** @description People the mail is addressed to */
                                recipients?: string[];
                                /** @description CLDR region code of the country, such as US */
                                regionCode?: string;
                                /** @description Revision of the address format (0) */
                                revision?: number;
                                /** @description Additional sorting code (some countries) */
                                sortingCode?: string;
                                /** @description Neighbourhood or district */
                                sublocality?: string;
                            };
                            /** @description The billing contact email printed on invoice documents */
                            email: string;
                            /** @description Printed before the gapless invoice number ("ACME-" prints ACME-42); up to 20 characters */
                            numberPrefix: string;
                            /** @description Plain text printed at the end of each document: payment instructions, bank details (max 2,000) */
                            footer: string;
                            /** @description BCP 47 locale of amounts, dates and labels on documents, such as "fr-FR"; default "en-US" */
                            locale: string;
                        };
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to change (`*`: every updatable field); a named field absent from the body is cleared */
                updateMask?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "displayName": "Acme Billing",
                 *       "timeZone": "UTC"
                 *     }
                 */
                "application/json": {
                    /** @description A name for people, shown in lists and on invoices */
                    displayName?: string;
                    /** @description Currency of new customers and rate cards when they name none (ISO 4217) */
                    defaultCurrencyCode?: string;
                    /** @description IANA time zone that billing periods and calendar boundaries follow, such as Europe/Paris */
                    timeZone?: string;
                    /**
                     * @description CHARGE_AUTOMATICALLY or SEND_INVOICE
                     * @enum {string}
                     */
                    collectionMethod?: "COLLECTION_METHOD_UNSPECIFIED" | "CHARGE_AUTOMATICALLY" | "SEND_INVOICE";
                    /** @description Days from finalize to dueTime, 0 to 365 */
                    netTermsDays?: number;
                    /** @description At most 8 strictly increasing days, each 1 to 365, after the first failed round */
                    paymentRetryDays?: number[];
                    /**
                     * InvoiceSettings
                     * @description How invoice documents present the organization; update with paths such as invoiceSettings.footer
                     */
                    invoiceSettings?: {
                        /** @description The issuer name printed on invoice documents */
                        legalName?: string;
                        /** @description The issuer address printed under its name */
                        address?: {
                            /** @description Street lines of the address */
                            addressLines?: string[];
                            /** @description State, province or region */
                            administrativeArea?: string;
                            /** @description BCP-47 language of the address */
                            languageCode?: string;
                            /** @description City or town */
                            locality?: string;
                            /** @description Company name in the address */
                            organization?: string;
                            /** @description Postal or ZIP code */
                            postalCode?: string;
                            /** @description People the mail is addressed to */
                            recipients?: string[];
                            /** @description CLDR region code of the country, such as US */
                            regionCode?: string;
                            /** @description Revision of the address format (0) */
                            revision?: number;
                            /** @description Additional sorting code (some countries) */
                            sortingCode?: string;
                            /** @description Neighbourhood or district */
                            sublocality?: string;
                        };
                        /** @description The billing contact email printed on invoice documents */
                        email?: string;
                        /** @description Printed before the gapless invoice number ("ACME-" prints ACME-42); up to 20 characters */
                        numberPrefix?: string;
                        /** @description Plain text printed at the end of each document: payment instructions, bank details (max 2,000) */
                        footer?: string;
                        /** @description BCP 47 locale of amounts, dates and labels on documents, such as "fr-FR"; default "en-US" */
                        locale?: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description Currency of new customers and rate cards when they name none (ISO 4217) */
                        defaultCurrencyCode: string;
                        /** @description IANA time zone that billing periods and calendar boundaries follow, such as Europe/Paris */
                        timeZone: string;
                        /**
                         * @description CHARGE_AUTOMATICALLY (default): finalized invoices are charged; SEND_INVOICE: the customer pays
                         * @enum {string}
                         */
                        collectionMethod: "COLLECTION_METHOD_UNSPECIFIED" | "CHARGE_AUTOMATICALLY" | "SEND_INVOICE";
                        /** @description Days from finalize to an invoice's dueTime (0 to 365, default 0) */
                        netTermsDays: number;
                        /** @description Days after the first failed round at which soft failures are retried (default [1, 3, 7, 14]) */
                        paymentRetryDays: number[];
                        /**
                         * InvoiceSettings
                         * @description How invoice documents present the organization
                         */
                        invoiceSettings: {
                            /** @description The issuer name printed on invoice documents */
                            legalName: string;
                            /** @description The issuer address printed under its name */
                            address?: {
                                /** @description Street lines of the address */
                                addressLines?: string[];
                                /** @description State, province or region */
                                administrativeArea?: string;
                                /** @description BCP-47 language of the address */
                                languageCode?: string;
                                /** @description City or town */
                                locality?: string;
                                /** @description Company name in the address */
                                organization?: string;
                                /** @description Postal or ZIP code */
                                postalCode?: string;
                                /** @description People the mail is addressed to */
                                recipients?: string[];
                                /** @description CLDR region code of the country, such as US */
                                regionCode?: string;
                                /** @description Revision of the address format (0) */
                                revision?: number;
                                /** @description Additional sorting code (some countries) */
                                sortingCode?: string;
                                /** @description Neighbourhood or district */
                                sublocality?: string;
                            };
                            /** @description The billing contact email printed on invoice documents */
                            email: string;
                            /** @description Printed before the gapless invoice number ("ACME-" prints ACME-42); up to 20 characters */
                            numberPrefix: string;
                            /** @description Plain text printed at the end of each document: payment instructions, bank details (max 2,000) */
                            footer: string;
                            /** @description BCP 47 locale of amounts, dates and labels on documents, such as "fr-FR"; default "en-US" */
                            locale: string;
                        };
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listDomains: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
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
                        /** @description The organization’s hostnames, custom and default */
                        organizationDomains: {
                            /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                            name: string;
                            /** @description The hostname, lower-case, such as billing.example.com */
                            hostname: string;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                            /** @description Kind of the resource (one of the values listed) */
                            type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                            /** @description Name of the DNS TXT record that proves control of the hostname */
                            verificationRecordName: string;
                            /** @description Value the DNS TXT record must hold */
                            verificationRecordValue: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            updateTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            verifiedTime?: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createDomain: {
        parameters: {
            query?: {
                /** @description Required here or as organization_domain_id in the body */
                organizationDomainId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "hostname": "billing.acme.example"
                 *     }
                 */
                "application/json": {
                    /** @description The hostname, lower-case, such as billing.example.com */
                    hostname?: string;
                    /** @description Id of the new domain (lower-case letters, digits and hyphens); generated when absent */
                    organizationDomainId?: string;
                    /** @description The domain to register */
                    organizationDomain?: {
                        /** @description The hostname, lower-case, such as billing.example.com */
                        hostname: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description The hostname, lower-case, such as billing.example.com */
                        hostname: string;
                        /** @description State of the resource (its values are listed; transitions are in docs/) */
                        status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                        /** @description Kind of the resource (one of the values listed) */
                        type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                        /** @description Name of the DNS TXT record that proves control of the hostname */
                        verificationRecordName: string;
                        /** @description Value the DNS TXT record must hold */
                        verificationRecordValue: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        verifiedTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createDomainInOrganization: {
        parameters: {
            query?: {
                /** @description Required here or as organization_domain_id in the body */
                organizationDomainId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The organization id (the API key’s own) */
                organization: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "hostname": "billing.acme.example"
                 *     }
                 */
                "application/json": {
                    /** @description The hostname, lower-case, such as billing.example.com */
                    hostname?: string;
                    /** @description Id of the new domain (lower-case letters, digits and hyphens); generated when absent */
                    organizationDomainId?: string;
                    /** @description The domain to register */
                    organizationDomain?: {
                        /** @description The hostname, lower-case, such as billing.example.com */
                        hostname: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description The hostname, lower-case, such as billing.example.com */
                        hostname: string;
                        /** @description State of the resource (its values are listed; transitions are in docs/) */
                        status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                        /** @description Kind of the resource (one of the values listed) */
                        type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                        /** @description Name of the DNS TXT record that proves control of the hostname */
                        verificationRecordName: string;
                        /** @description Value the DNS TXT record must hold */
                        verificationRecordValue: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        verifiedTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain id (`default` for the DEFAULT domain) */
                domain: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description The hostname, lower-case, such as billing.example.com */
                        hostname: string;
                        /** @description State of the resource (its values are listed; transitions are in docs/) */
                        status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                        /** @description Kind of the resource (one of the values listed) */
                        type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                        /** @description Name of the DNS TXT record that proves control of the hostname */
                        verificationRecordName: string;
                        /** @description Value the DNS TXT record must hold */
                        verificationRecordValue: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        verifiedTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain id (`default` for the DEFAULT domain) */
                domain: string;
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
                    "application/json": Record<string, never>;
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    verifyDomain: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The domain id (`default` for the DEFAULT domain) */
                domain: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description The hostname, lower-case, such as billing.example.com */
                        hostname: string;
                        /** @description State of the resource (its values are listed; transitions are in docs/) */
                        status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                        /** @description Kind of the resource (one of the values listed) */
                        type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                        /** @description Name of the DNS TXT record that proves control of the hostname */
                        verificationRecordName: string;
                        /** @description Value the DNS TXT record must hold */
                        verificationRecordValue: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        verifiedTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    verifyDomainInOrganization: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The organization id (the API key’s own) */
                organization: string;
                /** @description The domain id (`default` for the DEFAULT domain) */
                domain: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description The hostname, lower-case, such as billing.example.com */
                        hostname: string;
                        /** @description State of the resource (its values are listed; transitions are in docs/) */
                        status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                        /** @description Kind of the resource (one of the values listed) */
                        type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                        /** @description Name of the DNS TXT record that proves control of the hostname */
                        verificationRecordName: string;
                        /** @description Value the DNS TXT record must hold */
                        verificationRecordValue: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        verifiedTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
                /** @description AIP-160 filter */
                filter?: string;
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
                        /** @description The customers of this page */
                        customers: {
                            /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                            name: string;
                            /** @description A name for people, shown in lists and on invoices */
                            displayName: string;
                            /** @description Contact email address */
                            email: string;
                            /** @description The caller’s own id of the customer (such as its CRM id) */
                            externalId: string;
                            /** @description ISO 4217 currency code, such as USD */
                            currencyCode: string;
                            /** @description Archived: kept for its history, refused for new contracts and usage */
                            archived: boolean;
                            /** @description Who and where invoices are addressed to */
                            billingProfile: {
                                /** @description Postal address (google.type.PostalAddress fields) */
                                address?: {
                                    /** @description Street lines of the address */
                                    addressLines?: string[];
                                    /** @description State, province or region */
                                    administrativeArea?: string;
                                    /** @description BCP-47 language of the address */
                                    languageCode?: string;
                                    /** @description City or town */
                                    locality?: string;
                                    /** @description Company name in the address */
                                    organization?: string;
                                    /** @description Postal or ZIP code */
                                    postalCode?: string;
                                    /** @description People the mail is addressed to */
                                    recipients?: string[];
                                    /** @description CLDR region code of the country, such as US */
                                    regionCode?: string;
                                    /** @description Revision of the address format (0) */
                                    revision?: number;
                                    /** @description Additional sorting code (some countries) */
                                    sortingCode?: string;
                                    /** @description Neighbourhood or district */
                                    sublocality?: string;
                                };
                                /** @description Where invoices are emailed */
                                billingEmail?: string;
                                /** @description ISO 3166-1 alpha-2 country code, such as US */
                                countryCode?: string;
                                /** @description A name for people, shown in lists and on invoices */
                                displayName?: string;
                                /** @description Legal name on invoices */
                                legalName?: string;
                                /** @description The customer's tax identification number (a VAT number), at most 64 characters */
                                taxId?: string;
                            };
                            /** @description Free string key-value pairs of the caller, filterable as `metadata.{key}` */
                            metadata: {
                                [key: string]: string;
                            };
                            /**
                             * @description Overrides the organization's collectionMethod; absent: the organization's applies
                             * @enum {string}
                             */
                            collectionMethod?: "COLLECTION_METHOD_UNSPECIFIED" | "CHARGE_AUTOMATICALLY" | "SEND_INVOICE";
                            /** @description Overrides the organization's netTermsDays (0 to 365); absent: the organization's */
                            netTermsDays?: number;
                            /** @description `customers/{customer}/paymentMethods/{paymentMethod}` charged first at finalize; "" for none */
                            defaultPaymentMethod?: string;
                            /** @description An exempt customer is charged no tax (default false) */
                            taxExempt?: boolean;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            updateTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: {
                /** @description Id of the new customer: lower-case letters, digits and hyphens; generated when absent */
                customerId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "displayName": "Acme Inc.",
                 *       "currencyCode": "USD",
                 *       "email": "billing@acme.example",
                 *       "billingProfile": {
                 *         "legalName": "Acme Inc.",
                 *         "countryCode": "US"
                 *       },
                 *       "metadata": {
                 *         "tier": "gold"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description A name for people, shown in lists and on invoices */
                    displayName?: string;
                    /** @description Contact email address */
                    email?: string;
                    /** @description The caller’s own id of the customer (such as its CRM id) */
                    externalId?: string;
                    /** @description ISO 4217 currency code, such as USD */
                    currencyCode?: string;
                    /** @description Who and where invoices are addressed to */
                    billingProfile?: {
                        /** @description Postal address (google.type.PostalAddress fields) */
                        address?: {
                            /** @description Street lines of the address */
                            addressLines?: string[];
                            /** @description State, province or region */
                            administrativeArea?: string;
                            /** @description BCP-47 language of the address */
                            languageCode?: string;
                            /** @description City or town */
                            locality?: string;
                            /** @description Company name in the address */
                            organization?: string;
                            /** @description Postal or ZIP code */
                            postalCode?: string;
                            /** @description People the mail is addressed to */
                            recipients?: string[];
                            /** @description CLDR region code of the country, such as US */
                            regionCode?: string;
                            /** @description Revision of the address format (0) */
                            revision?: number;
                            /** @description Additional sorting code (some countries) */
                            sortingCode?: string;
                            /** @description Neighbourhood or district */
                            sublocality?: string;
                        };
                        /** @description Where invoices are emailed */
                        billingEmail?: string;
                        /** @description ISO 3166-1 alpha-2 country code, such as US */
                        countryCode?: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName?: string;
                        /** @description Legal name on invoices */
                        legalName?: string;
                        /** @description The customer's tax identification number (a VAT number), at most 64 characters */
                        taxId?: string;
                    };
                    /** @description Free string key-value pairs of the caller, filterable as `metadata.{key}` */
                    metadata?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Overrides the organization's collectionMethod; absent: the organization's applies
                     * @enum {string}
                     */
                    collectionMethod?: "COLLECTION_METHOD_UNSPECIFIED" | "CHARGE_AUTOMATICALLY" | "SEND_INVOICE";
                    /** @description Overrides the organization's netTermsDays (0 to 365); absent: the organization's */
                    netTermsDays?: number;
                    /** @description `customers/{customer}/paymentMethods/{paymentMethod}` charged first at finalize; "" for none */
                    defaultPaymentMethod?: string;
                    /** @description An exempt customer is charged no tax (default false) */
                    taxExempt?: boolean;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description Contact email address */
                        email: string;
                        /** @description The caller’s own id of the customer (such as its CRM id) */
                        externalId: string;
                        /** @description ISO 4217 currency code, such as USD */
                        currencyCode: string;
                        /** @description Archived: kept for its history, refused for new contracts and usage */
                        archived: boolean;
                        /** @description Who and where invoices are addressed to */
                        billingProfile: {
                            /** @description Postal address (google.type.PostalAddress fields) */
                            address?: {
                                /** @description Street lines of the address */
                                addressLines?: string[];
                                /** @description State, province or region */
                                administrativeArea?: string;
                                /** @description BCP-47 language of the address */
                                languageCode?: string;
                                /** @description City or town */
                                locality?: string;
                                /** @description Company name in the address */
                                organization?: string;
                                /** @description Postal or ZIP code */
                                postalCode?: string;
                                /** @description People the mail is addressed to */
                                recipients?: string[];
                                /** @description CLDR region code of the country, such as US */
                                regionCode?: string;
                                /** @description Revision of the address format (0) */
                                revision?: number;
                                /** @description Additional sorting code (some countries) */
                                sortingCode?: string;
                                /** @description Neighbourhood or district */
                                sublocality?: string;
                            };
                            /** @description Where invoices are emailed */
                            billingEmail?: string;
                            /** @description ISO 3166-1 alpha-2 country code, such as US */
                            countryCode?: string;
                            /** @description A name for people, shown in lists and on invoices */
                            displayName?: string;
                            /** @description Legal name on invoices */
                            legalName?: string;
                            /** @description The customer's tax identification number (a VAT number), at most 64 characters */
                            taxId?: string;
                        };
                        /** @description Free string key-value pairs of the caller, filterable as `metadata.{key}` */
                        metadata: {
                            [key: string]: string;
                        };
                        /**
                         * @description Overrides the organization's collectionMethod; absent: the organization's applies
                         * @enum {string}
                         */
                        collectionMethod?: "COLLECTION_METHOD_UNSPECIFIED" | "CHARGE_AUTOMATICALLY" | "SEND_INVOICE";
                        /** @description Overrides the organization's netTermsDays (0 to 365); absent: the organization's */
                        netTermsDays?: number;
                        /** @description `customers/{customer}/paymentMethods/{paymentMethod}` charged first at finalize; "" for none */
                        defaultPaymentMethod?: string;
                        /** @description An exempt customer is charged no tax (default false) */
                        taxExempt?: boolean;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description Contact email address */
                        email: string;
                        /** @description The caller’s own id of the customer (such as its CRM id) */
                        externalId: string;
                        /** @description ISO 4217 currency code, such as USD */
                        currencyCode: string;
                        /** @description Archived: kept for its history, refused for new contracts and usage */
                        archived: boolean;
                        /** @description Who and where invoices are addressed to */
                        billingProfile: {
                            /** @description Postal address (google.type.PostalAddress fields) */
                            address?: {
                                /** @description Street lines of the address */
                                addressLines?: string[];
                                /** @description State, province or region */
                                administrativeArea?: string;
                                /** @description BCP-47 language of the address */
                                languageCode?: string;
                                /** @description City or town */
                                locality?: string;
                                /** @description Company name in the address */
                                organization?: string;
                                /** @description Postal or ZIP code */
                                postalCode?: string;
                                /** @description People the mail is addressed to */
                                recipients?: string[];
                                /** @description CLDR region code of the country, such as US */
                                regionCode?: string;
                                /** @description Revision of the address format (0) */
                                revision?: number;
                                /** @description Additional sorting code (some countries) */
                                sortingCode?: string;
                                /** @description Neighbourhood or district */
                                sublocality?: string;
                            };
                            /** @description Where invoices are emailed */
                            billingEmail?: string;
                            /** @description ISO 3166-1 alpha-2 country code, such as US */
                            countryCode?: string;
                            /** @description A name for people, shown in lists and on invoices */
                            displayName?: string;
                            /** @description Legal name on invoices */
                            legalName?: string;
                            /** @description The customer's tax identification number (a VAT number), at most 64 characters */
                            taxId?: string;
                        };
                        /** @description Free string key-value pairs of the caller, filterable as `metadata.{key}` */
                        metadata: {
                            [key: string]: string;
                        };
                        /**
                         * @description Overrides the organization's collectionMethod; absent: the organization's applies
                         * @enum {string}
                         */
                        collectionMethod?: "COLLECTION_METHOD_UNSPECIFIED" | "CHARGE_AUTOMATICALLY" | "SEND_INVOICE";
                        /** @description Overrides the organization's netTermsDays (0 to 365); absent: the organization's */
                        netTermsDays?: number;
                        /** @description `customers/{customer}/paymentMethods/{paymentMethod}` charged first at finalize; "" for none */
                        defaultPaymentMethod?: string;
                        /** @description An exempt customer is charged no tax (default false) */
                        taxExempt?: boolean;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to change (`*`: every updatable field); a named field absent from the body is cleared */
                updateMask?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ap@acme.example"
                 *     }
                 */
                "application/json": {
                    /** @description A name for people, shown in lists and on invoices */
                    displayName?: string;
                    /** @description Contact email address */
                    email?: string;
                    /** @description The caller’s own id of the customer (such as its CRM id) */
                    externalId?: string;
                    /** @description ISO 4217 currency code, such as USD */
                    currencyCode?: string;
                    /** @description Who and where invoices are addressed to */
                    billingProfile?: {
                        /** @description Postal address (google.type.PostalAddress fields) */
                        address?: {
                            /** @description Street lines of the address */
                            addressLines?: string[];
                            /** @description State, province or region */
                            administrativeArea?: string;
                            /** @description BCP-47 language of the address */
                            languageCode?: string;
                            /** @description City or town */
                            locality?: string;
                            /** @description Company name in the address */
                            organization?: string;
                            /** @description Postal or ZIP code */
                            postalCode?: string;
                            /** @description People the mail is addressed to */
                            recipients?: string[];
                            /** @description CLDR region code of the country, such as US */
                            regionCode?: string;
                            /** @description Revision of the address format (0) */
                            revision?: number;
                            /** @description Additional sorting code (some countries) */
                            sortingCode?: string;
                            /** @description Neighbourhood or district */
                            sublocality?: string;
                        };
                        /** @description Where invoices are emailed */
                        billingEmail?: string;
                        /** @description ISO 3166-1 alpha-2 country code, such as US */
                        countryCode?: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName?: string;
                        /** @description Legal name on invoices */
                        legalName?: string;
                        /** @description The customer's tax identification number (a VAT number), at most 64 characters */
                        taxId?: string;
                    };
                    /** @description Free string key-value pairs of the caller, filterable as `metadata.{key}` */
                    metadata?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Overrides the organization's collectionMethod; absent: the organization's applies
                     * @enum {string}
                     */
                    collectionMethod?: "COLLECTION_METHOD_UNSPECIFIED" | "CHARGE_AUTOMATICALLY" | "SEND_INVOICE";
                    /** @description Overrides the organization's netTermsDays (0 to 365); absent: the organization's */
                    netTermsDays?: number;
                    /** @description `customers/{customer}/paymentMethods/{paymentMethod}` charged first at finalize; "" for none */
                    defaultPaymentMethod?: string;
                    /** @description An exempt customer is charged no tax (default false) */
                    taxExempt?: boolean;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description Contact email address */
                        email: string;
                        /** @description The caller’s own id of the customer (such as its CRM id) */
                        externalId: string;
                        /** @description ISO 4217 currency code, such as USD */
                        currencyCode: string;
                        /** @description Archived: kept for its history, refused for new contracts and usage */
                        archived: boolean;
                        /** @description Who and where invoices are addressed to */
                        billingProfile: {
                            /** @description Postal address (google.type.PostalAddress fields) */
                            address?: {
                                /** @description Street lines of the address */
                                addressLines?: string[];
                                /** @description State, province or region */
                                administrativeArea?: string;
                                /** @description BCP-47 language of the address */
                                languageCode?: string;
                                /** @description City or town */
                                locality?: string;
                                /** @description Company name in the address */
                                organization?: string;
                                /** @description Postal or ZIP code */
                                postalCode?: string;
                                /** @description People the mail is addressed to */
                                recipients?: string[];
                                /** @description CLDR region code of the country, such as US */
                                regionCode?: string;
                                /** @description Revision of the address format (0) */
                                revision?: number;
                                /** @description Additional sorting code (some countries) */
                                sortingCode?: string;
                                /** @description Neighbourhood or district */
                                sublocality?: string;
                            };
                            /** @description Where invoices are emailed */
                            billingEmail?: string;
                            /** @description ISO 3166-1 alpha-2 country code, such as US */
                            countryCode?: string;
                            /** @description A name for people, shown in lists and on invoices */
                            displayName?: string;
                            /** @description Legal name on invoices */
                            legalName?: string;
                            /** @description The customer's tax identification number (a VAT number), at most 64 characters */
                            taxId?: string;
                        };
                        /** @description Free string key-value pairs of the caller, filterable as `metadata.{key}` */
                        metadata: {
                            [key: string]: string;
                        };
                        /**
                         * @description Overrides the organization's collectionMethod; absent: the organization's applies
                         * @enum {string}
                         */
                        collectionMethod?: "COLLECTION_METHOD_UNSPECIFIED" | "CHARGE_AUTOMATICALLY" | "SEND_INVOICE";
                        /** @description Overrides the organization's netTermsDays (0 to 365); absent: the organization's */
                        netTermsDays?: number;
                        /** @description `customers/{customer}/paymentMethods/{paymentMethod}` charged first at finalize; "" for none */
                        defaultPaymentMethod?: string;
                        /** @description An exempt customer is charged no tax (default false) */
                        taxExempt?: boolean;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    archiveCustomer: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description Contact email address */
                        email: string;
                        /** @description The caller’s own id of the customer (such as its CRM id) */
                        externalId: string;
                        /** @description ISO 4217 currency code, such as USD */
                        currencyCode: string;
                        /** @description Archived: kept for its history, refused for new contracts and usage */
                        archived: boolean;
                        /** @description Who and where invoices are addressed to */
                        billingProfile: {
                            /** @description Postal address (google.type.PostalAddress fields) */
                            address?: {
                                /** @description Street lines of the address */
                                addressLines?: string[];
                                /** @description State, province or region */
                                administrativeArea?: string;
                                /** @description BCP-47 language of the address */
                                languageCode?: string;
                                /** @description City or town */
                                locality?: string;
                                /** @description Company name in the address */
                                organization?: string;
                                /** @description Postal or ZIP code */
                                postalCode?: string;
                                /** @description People the mail is addressed to */
                                recipients?: string[];
                                /** @description CLDR region code of the country, such as US */
                                regionCode?: string;
                                /** @description Revision of the address format (0) */
                                revision?: number;
                                /** @description Additional sorting code (some countries) */
                                sortingCode?: string;
                                /** @description Neighbourhood or district */
                                sublocality?: string;
                            };
                            /** @description Where invoices are emailed */
                            billingEmail?: string;
                            /** @description ISO 3166-1 alpha-2 country code, such as US */
                            countryCode?: string;
                            /** @description A name for people, shown in lists and on invoices */
                            displayName?: string;
                            /** @description Legal name on invoices */
                            legalName?: string;
                            /** @description The customer's tax identification number (a VAT number), at most 64 characters */
                            taxId?: string;
                        };
                        /** @description Free string key-value pairs of the caller, filterable as `metadata.{key}` */
                        metadata: {
                            [key: string]: string;
                        };
                        /**
                         * @description Overrides the organization's collectionMethod; absent: the organization's applies
                         * @enum {string}
                         */
                        collectionMethod?: "COLLECTION_METHOD_UNSPECIFIED" | "CHARGE_AUTOMATICALLY" | "SEND_INVOICE";
                        /** @description Overrides the organization's netTermsDays (0 to 365); absent: the organization's */
                        netTermsDays?: number;
                        /** @description `customers/{customer}/paymentMethods/{paymentMethod}` charged first at finalize; "" for none */
                        defaultPaymentMethod?: string;
                        /** @description An exempt customer is charged no tax (default false) */
                        taxExempt?: boolean;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listMeters: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
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
                        /** @description The meters of this page */
                        meters: {
                            /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                            name: string;
                            /** @description A name for people, shown in lists and on invoices */
                            displayName: string;
                            /** @description Type of the usage events counted, such as llm.call */
                            eventType: string;
                            /** @description Event property summed or compared (SUM, MAX, ...); empty for COUNT */
                            valueProperty: string;
                            /**
                             * @description How events add up: COUNT, SUM, MAX, UNIQUE_COUNT or LATEST
                             * @enum {string}
                             */
                            aggregation: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
                            /** @description Event properties usage is broken down by */
                            groupKeys: string[];
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            updateTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createMeter: {
        parameters: {
            query?: {
                /** @description Id of the new meter; generated when absent */
                meterId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "displayName": "LLM tokens",
                 *       "eventType": "llm.call",
                 *       "aggregation": "SUM",
                 *       "valueProperty": "tokens",
                 *       "groupKeys": [
                 *         "model"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description A name for people, shown in lists and on invoices */
                    displayName?: string;
                    /** @description Type of the usage events counted, such as llm.call */
                    eventType?: string;
                    /** @description Event property summed or compared (SUM, MAX, ...); empty for COUNT */
                    valueProperty?: string;
                    /**
                     * @description How events add up: COUNT, SUM, MAX, UNIQUE_COUNT or LATEST
                     * @enum {string}
                     */
                    aggregation?: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
                    /** @description Event properties usage is broken down by */
                    groupKeys?: string[];
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description Type of the usage events counted, such as llm.call */
                        eventType: string;
                        /** @description Event property summed or compared (SUM, MAX, ...); empty for COUNT */
                        valueProperty: string;
                        /**
                         * @description How events add up: COUNT, SUM, MAX, UNIQUE_COUNT or LATEST
                         * @enum {string}
                         */
                        aggregation: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
                        /** @description Event properties usage is broken down by */
                        groupKeys: string[];
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getMeter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The meter id */
                meter: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description Type of the usage events counted, such as llm.call */
                        eventType: string;
                        /** @description Event property summed or compared (SUM, MAX, ...); empty for COUNT */
                        valueProperty: string;
                        /**
                         * @description How events add up: COUNT, SUM, MAX, UNIQUE_COUNT or LATEST
                         * @enum {string}
                         */
                        aggregation: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
                        /** @description Event properties usage is broken down by */
                        groupKeys: string[];
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    updateMeter: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to change (`*`: every updatable field); a named field absent from the body is cleared */
                updateMask?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The meter id */
                meter: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "displayName": "LLM tokens, every model"
                 *     }
                 */
                "application/json": {
                    /** @description A name for people, shown in lists and on invoices */
                    displayName?: string;
                    /** @description Type of the usage events counted, such as llm.call */
                    eventType?: string;
                    /** @description Event property summed or compared (SUM, MAX, ...); empty for COUNT */
                    valueProperty?: string;
                    /**
                     * @description How events add up: COUNT, SUM, MAX, UNIQUE_COUNT or LATEST
                     * @enum {string}
                     */
                    aggregation?: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
                    /** @description Event properties usage is broken down by */
                    groupKeys?: string[];
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description Type of the usage events counted, such as llm.call */
                        eventType: string;
                        /** @description Event property summed or compared (SUM, MAX, ...); empty for COUNT */
                        valueProperty: string;
                        /**
                         * @description How events add up: COUNT, SUM, MAX, UNIQUE_COUNT or LATEST
                         * @enum {string}
                         */
                        aggregation: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
                        /** @description Event properties usage is broken down by */
                        groupKeys: string[];
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
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
                        /** @description The products of this page */
                        products: {
                            /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                            name: string;
                            /** @description A name for people, shown in lists and on invoices */
                            displayName: string;
                            /** @description `meters/{meter}` */
                            meter: string;
                            /**
                             * @description Kind of the resource (one of the values listed)
                             * @enum {string}
                             */
                            type: "PRODUCT_TYPE_UNSPECIFIED" | "USAGE" | "SUBSCRIPTION";
                            /** @description Meter group keys an invoice shows a line per value of (priced together) */
                            presentationGroupKeys: string[];
                            /** @description Meter group keys priced separately (one price per combination of values) */
                            pricingGroupKeys: string[];
                            /** @description Labels that credits and commitments can target */
                            tags: string[];
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: {
                /** @description Id of the new product; generated when absent */
                productId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "displayName": "LLM tokens",
                 *       "type": "USAGE",
                 *       "meter": "meters/llm-tokens",
                 *       "pricingGroupKeys": [
                 *         "model"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description A name for people, shown in lists and on invoices */
                    displayName?: string;
                    /** @description `meters/{meter}` */
                    meter?: string;
                    /**
                     * @description Kind of the resource (one of the values listed)
                     * @enum {string}
                     */
                    type?: "PRODUCT_TYPE_UNSPECIFIED" | "USAGE" | "SUBSCRIPTION";
                    /** @description Meter group keys an invoice shows a line per value of (priced together) */
                    presentationGroupKeys?: string[];
                    /** @description Meter group keys priced separately (one price per combination of values) */
                    pricingGroupKeys?: string[];
                    /** @description Labels that credits and commitments can target */
                    tags?: string[];
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description `meters/{meter}` */
                        meter: string;
                        /**
                         * @description Kind of the resource (one of the values listed)
                         * @enum {string}
                         */
                        type: "PRODUCT_TYPE_UNSPECIFIED" | "USAGE" | "SUBSCRIPTION";
                        /** @description Meter group keys an invoice shows a line per value of (priced together) */
                        presentationGroupKeys: string[];
                        /** @description Meter group keys priced separately (one price per combination of values) */
                        pricingGroupKeys: string[];
                        /** @description Labels that credits and commitments can target */
                        tags: string[];
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product id */
                product: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description `meters/{meter}` */
                        meter: string;
                        /**
                         * @description Kind of the resource (one of the values listed)
                         * @enum {string}
                         */
                        type: "PRODUCT_TYPE_UNSPECIFIED" | "USAGE" | "SUBSCRIPTION";
                        /** @description Meter group keys an invoice shows a line per value of (priced together) */
                        presentationGroupKeys: string[];
                        /** @description Meter group keys priced separately (one price per combination of values) */
                        pricingGroupKeys: string[];
                        /** @description Labels that credits and commitments can target */
                        tags: string[];
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listRateCards: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
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
                        /** @description The rate cards of this page */
                        rateCards: {
                            /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                            name: string;
                            /** @description A name for people, shown in lists and on invoices */
                            displayName: string;
                            /** @description ISO 4217 currency code, such as USD */
                            currencyCode: string;
                            /** @description Prices of products over time, each in this card’s currency */
                            rates: {
                                /** @description Id of the rate, unique in its rate card */
                                id: string;
                                /** @description `products/{product}` */
                                product: string;
                                /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                                dimensionValues: {
                                    [key: string]: string;
                                };
                                /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                                effectivePeriod: {
                                    /**
                                     * Format: date-time
                                     * @description An RFC 3339 time
                                     * @example 2026-01-01T00:00:00Z
                                     */
                                    startTime: string;
                                    /**
                                     * Format: date-time
                                     * @description An RFC 3339 time
                                     * @example 2026-01-01T00:00:00Z
                                     */
                                    endTime?: string;
                                };
                                /** @description A fixed amount per billing period, prorated by time */
                                flat?: {
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    amount: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                };
                                /** @description A price per started package of `packageSize` units */
                                package?: {
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    packagePrice: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    packageSize: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                /** @description A price per `unitSize` units */
                                unit?: {
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    unitSize?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                /** @description Graduated tiers: each tier prices the units that fall in it */
                                tiered?: {
                                    /** @description The tiers, by startQuantity */
                                    tiers: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        startQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        endQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /**
                                         * @description An amount in a currency; `amount.value` is a decimal string.
                                         * @example {
                                         *       "amount": {
                                         *         "value": "0.002"
                                         *       },
                                         *       "currencyCode": "USD"
                                         *     }
                                         */
                                        unitPrice?: {
                                            /**
                                             * @description A decimal number as a string, exact
                                             * @example {
                                             *       "value": "12.5"
                                             *     }
                                             */
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                            currencyCode?: string;
                                        };
                                        /**
                                         * @description An amount in a currency; `amount.value` is a decimal string.
                                         * @example {
                                         *       "amount": {
                                         *         "value": "0.002"
                                         *       },
                                         *       "currencyCode": "USD"
                                         *     }
                                         */
                                        flatAmount?: {
                                            /**
                                             * @description A decimal number as a string, exact
                                             * @example {
                                             *       "value": "12.5"
                                             *     }
                                             */
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                            currencyCode?: string;
                                        };
                                    }[];
                                };
                            }[];
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createRateCard: {
        parameters: {
            query?: {
                /** @description Id of the new rate card; generated when absent */
                rateCardId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "displayName": "List prices",
                 *       "currencyCode": "USD"
                 *     }
                 */
                "application/json": {
                    /** @description A name for people, shown in lists and on invoices */
                    displayName?: string;
                    /** @description ISO 4217 currency code, such as USD */
                    currencyCode?: string;
                    /** @description Prices of products over time, each in this card’s currency */
                    rates?: {
                        /** @description Id of the rate, unique in its rate card */
                        id?: string;
                        /** @description `products/{product}` */
                        product?: string;
                        /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                        dimensionValues?: {
                            [key: string]: string;
                        };
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod?: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime?: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description A fixed amount per billing period, prorated by time */
                        flat?: {
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            amount: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                        };
                        /** @description A price per started package of `packageSize` units */
                        package?: {
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            packagePrice: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            packageSize: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        /** @description A price per `unitSize` units */
                        unit?: {
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            unitPrice: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            unitSize?: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        /** @description Graduated tiers: each tier prices the units that fall in it */
                        tiered?: {
                            /** @description The tiers, by startQuantity */
                            tiers: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                startQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                endQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice?: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                flatAmount?: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            }[];
                        };
                    }[];
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description ISO 4217 currency code, such as USD */
                        currencyCode: string;
                        /** @description Prices of products over time, each in this card’s currency */
                        rates: {
                            /** @description Id of the rate, unique in its rate card */
                            id: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                            dimensionValues: {
                                [key: string]: string;
                            };
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description A fixed amount per billing period, prorated by time */
                            flat?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                amount: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            };
                            /** @description A price per started package of `packageSize` units */
                            package?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                packagePrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description A price per `unitSize` units */
                            unit?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description Graduated tiers: each tier prices the units that fall in it */
                            tiered?: {
                                /** @description The tiers, by startQuantity */
                                tiers: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    flatAmount?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getRateCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rate card id */
                rateCard: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description ISO 4217 currency code, such as USD */
                        currencyCode: string;
                        /** @description Prices of products over time, each in this card’s currency */
                        rates: {
                            /** @description Id of the rate, unique in its rate card */
                            id: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                            dimensionValues: {
                                [key: string]: string;
                            };
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description A fixed amount per billing period, prorated by time */
                            flat?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                amount: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            };
                            /** @description A price per started package of `packageSize` units */
                            package?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                packagePrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description A price per `unitSize` units */
                            unit?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description Graduated tiers: each tier prices the units that fall in it */
                            tiered?: {
                                /** @description The tiers, by startQuantity */
                                tiers: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    flatAmount?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createRate: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The rate card id */
                rateCard: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "tokens",
                 *       "product": "products/llm-tokens",
                 *       "effectivePeriod": {
                 *         "startTime": "2026-01-01T00:00:00Z"
                 *       },
                 *       "unit": {
                 *         "unitPrice": {
                 *           "amount": {
                 *             "value": "0.002"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Id of the rate, unique in its rate card */
                    id?: string;
                    /** @description `products/{product}` */
                    product?: string;
                    /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                    dimensionValues?: {
                        [key: string]: string;
                    };
                    /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                    effectivePeriod?: {
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        startTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        endTime?: string;
                    };
                    /** @description A fixed amount per billing period, prorated by time */
                    flat?: {
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        amount: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                    };
                    /** @description A price per started package of `packageSize` units */
                    package?: {
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        packagePrice: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description A decimal number as a string, exact
                         * @example {
                         *       "value": "12.5"
                         *     }
                         */
                        packageSize: {
                            /** @description A decimal string such as "12.5" */
                            value: string;
                        };
                    };
                    /** @description A price per `unitSize` units */
                    unit?: {
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        unitPrice: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description A decimal number as a string, exact
                         * @example {
                         *       "value": "12.5"
                         *     }
                         */
                        unitSize?: {
                            /** @description A decimal string such as "12.5" */
                            value: string;
                        };
                    };
                    /** @description Graduated tiers: each tier prices the units that fall in it */
                    tiered?: {
                        /** @description The tiers, by startQuantity */
                        tiers: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            startQuantity?: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            endQuantity?: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            unitPrice?: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            flatAmount?: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                        }[];
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
                        /** @description Id of the rate, unique in its rate card */
                        id: string;
                        /** @description `products/{product}` */
                        product: string;
                        /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                        dimensionValues: {
                            [key: string]: string;
                        };
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description A fixed amount per billing period, prorated by time */
                        flat?: {
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            amount: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                        };
                        /** @description A price per started package of `packageSize` units */
                        package?: {
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            packagePrice: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            packageSize: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        /** @description A price per `unitSize` units */
                        unit?: {
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            unitPrice: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            unitSize?: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        /** @description Graduated tiers: each tier prices the units that fall in it */
                        tiered?: {
                            /** @description The tiers, by startQuantity */
                            tiers: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                startQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                endQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice?: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                flatAmount?: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listUsageEvents: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
                /** @description AIP-160 filter on customer, eventType and eventTime, e.g. customer = "customers/acme" AND eventTime >= "2026-01-01T00:00:00Z" */
                filter?: string;
                /** @description Only events of this type */
                eventType?: string;
                /** @description Only events with eventTime at or after this time */
                startTime?: string;
                /** @description Only events with eventTime before this time */
                endTime?: string;
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
                        /** @description The usage events */
                        events: {
                            /** @description `usageEvents/{eventId}` */
                            name: string;
                            /** @description `customers/{customer}` */
                            customer: string;
                            /** @description The producer’s id of the event: the de-duplication key for 35 days */
                            eventId: string;
                            /** @description Type of the usage events counted, such as llm.call */
                            eventType: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            eventTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            ingestTime: string;
                            /** @description A JSON object (at most 64 KiB); numbers are kept exactly as sent */
                            properties: {
                                [key: string]: unknown;
                            };
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "INGESTION_STATUS_UNSPECIFIED" | "ACCEPTED" | "DUPLICATE" | "REJECTED" | "SUPERSEDED";
                            /** @description The name of the event this one corrected, or empty */
                            correctionOf: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getUsageEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The eventId */
                event: string;
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
                        /** @description `usageEvents/{eventId}` */
                        name: string;
                        /** @description `customers/{customer}` */
                        customer: string;
                        /** @description The producer’s id of the event: the de-duplication key for 35 days */
                        eventId: string;
                        /** @description Type of the usage events counted, such as llm.call */
                        eventType: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        eventTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        ingestTime: string;
                        /** @description A JSON object (at most 64 KiB); numbers are kept exactly as sent */
                        properties: {
                            [key: string]: unknown;
                        };
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "INGESTION_STATUS_UNSPECIFIED" | "ACCEPTED" | "DUPLICATE" | "REJECTED" | "SUPERSEDED";
                        /** @description The name of the event this one corrected, or empty */
                        correctionOf: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    correctUsageEvent: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The eventId */
                event: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "The model reported the wrong token count",
                 *       "replacement": {
                 *         "customer": "customers/acme",
                 *         "eventId": "call-1-fixed",
                 *         "eventType": "llm.call",
                 *         "eventTime": "2026-02-20T09:30:00Z",
                 *         "properties": {
                 *           "tokens": 900,
                 *           "model": "large"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Why, as the caller wrote it (at most 1,000 characters) */
                    reason?: string;
                    /** @description The event that replaces this one: its own eventId, the same customer */
                    replacement: {
                        /** @description `customers/{customer}` */
                        customer: string;
                        /** @description The producer’s id of the event: the de-duplication key for 35 days */
                        eventId: string;
                        /** @description Type of the usage events counted, such as llm.call */
                        eventType: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        eventTime: string;
                        /** @description A JSON object (at most 64 KiB); numbers are kept exactly as sent */
                        properties?: {
                            [key: string]: unknown;
                        };
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
                        /** @description `usageEvents/{eventId}` */
                        name: string;
                        /** @description `customers/{customer}` */
                        customer: string;
                        /** @description The producer’s id of the event: the de-duplication key for 35 days */
                        eventId: string;
                        /** @description Type of the usage events counted, such as llm.call */
                        eventType: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        eventTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        ingestTime: string;
                        /** @description A JSON object (at most 64 KiB); numbers are kept exactly as sent */
                        properties: {
                            [key: string]: unknown;
                        };
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "INGESTION_STATUS_UNSPECIFIED" | "ACCEPTED" | "DUPLICATE" | "REJECTED" | "SUPERSEDED";
                        /** @description The name of the event this one corrected, or empty */
                        correctionOf: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    replayUsageEvents: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "startTime": "2026-03-01T00:00:00Z",
                 *       "endTime": "2026-03-15T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    /** @description `organizations/{organization}`, the request’s own */
                    parent?: string;
                    /**
                     * Format: date-time
                     * @description An RFC 3339 time
                     * @example 2026-01-01T00:00:00Z
                     */
                    startTime: string;
                    /**
                     * Format: date-time
                     * @description An RFC 3339 time
                     * @example 2026-01-01T00:00:00Z
                     */
                    endTime: string;
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
                        /** @description Id of the replay, for its progress */
                        replayId: string;
                        /** @description ACCEPTED events in the range, as a decimal string */
                        matchedEventCount: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        watermarkTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listContracts: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
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
                        /** @description The contracts of this page */
                        contracts: {
                            /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                            name: string;
                            /** @description `rateCards/{rateCard}` */
                            rateCard: string;
                            /** @description Day of the month billing periods start on (1 to 31; 31: the month’s last day) */
                            billingAnchorDay: string;
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description Prices of this contract that replace the rate card’s */
                            rateOverrides: {
                                /** @description Id of the rate card’s rate this override replaces */
                                baseRateId: string;
                                /** @description `products/{product}` */
                                product: string;
                                /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                                dimensionValues: {
                                    [key: string]: string;
                                };
                                /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                                effectivePeriod?: {
                                    /**
                                     * Format: date-time
                                     * @description An RFC 3339 time
                                     * @example 2026-01-01T00:00:00Z
                                     */
                                    startTime: string;
                                    /**
                                     * Format: date-time
                                     * @description An RFC 3339 time
                                     * @example 2026-01-01T00:00:00Z
                                     */
                                    endTime?: string;
                                };
                                /** @description A fixed amount per billing period, prorated by time */
                                flat?: {
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    amount: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                };
                                /** @description A price per started package of `packageSize` units */
                                package?: {
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    packagePrice: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    packageSize: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                /** @description A price per `unitSize` units */
                                unit?: {
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    unitSize?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                /** @description Graduated tiers: each tier prices the units that fall in it */
                                tiered?: {
                                    /** @description The tiers, by startQuantity */
                                    tiers: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        startQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        endQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /**
                                         * @description An amount in a currency; `amount.value` is a decimal string.
                                         * @example {
                                         *       "amount": {
                                         *         "value": "0.002"
                                         *       },
                                         *       "currencyCode": "USD"
                                         *     }
                                         */
                                        unitPrice?: {
                                            /**
                                             * @description A decimal number as a string, exact
                                             * @example {
                                             *       "value": "12.5"
                                             *     }
                                             */
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                            currencyCode?: string;
                                        };
                                        /**
                                         * @description An amount in a currency; `amount.value` is a decimal string.
                                         * @example {
                                         *       "amount": {
                                         *         "value": "0.002"
                                         *       },
                                         *       "currencyCode": "USD"
                                         *     }
                                         */
                                        flatAmount?: {
                                            /**
                                             * @description A decimal number as a string, exact
                                             * @example {
                                             *       "value": "12.5"
                                             *     }
                                             */
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                            currencyCode?: string;
                                        };
                                    }[];
                                };
                            }[];
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "CONTRACT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "ENDED";
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createContract: {
        parameters: {
            query?: {
                /** @description Id of the new contract; generated when absent */
                contractId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rateCard": "rateCards/list",
                 *       "billingAnchorDay": "1",
                 *       "effectivePeriod": {
                 *         "startTime": "2026-01-01T00:00:00Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description `rateCards/{rateCard}`, in the customer’s currency
                     * @example rateCards/list
                     */
                    rateCard: string;
                    /**
                     * @description Day of the month periods start on, 1 to 31 as a decimal string (31: the month’s last day)
                     * @example 1
                     */
                    billingAnchorDay: string;
                    /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                    effectivePeriod: {
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        startTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        endTime?: string;
                    };
                    /** @description Prices of this contract that replace the rate card’s */
                    rateOverrides?: {
                        /** @description Id of the rate card’s rate this override replaces */
                        baseRateId?: string;
                        /** @description `products/{product}` */
                        product?: string;
                        /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                        dimensionValues?: {
                            [key: string]: string;
                        };
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod?: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime?: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description A fixed amount per billing period, prorated by time */
                        flat?: {
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            amount: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                        };
                        /** @description A price per started package of `packageSize` units */
                        package?: {
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            packagePrice: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            packageSize: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        /** @description A price per `unitSize` units */
                        unit?: {
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            unitPrice: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            unitSize?: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        /** @description Graduated tiers: each tier prices the units that fall in it */
                        tiered?: {
                            /** @description The tiers, by startQuantity */
                            tiers: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                startQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                endQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice?: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                flatAmount?: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            }[];
                        };
                    }[];
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description `rateCards/{rateCard}` */
                        rateCard: string;
                        /** @description Day of the month billing periods start on (1 to 31; 31: the month’s last day) */
                        billingAnchorDay: string;
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description Prices of this contract that replace the rate card’s */
                        rateOverrides: {
                            /** @description Id of the rate card’s rate this override replaces */
                            baseRateId: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                            dimensionValues: {
                                [key: string]: string;
                            };
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod?: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description A fixed amount per billing period, prorated by time */
                            flat?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                amount: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            };
                            /** @description A price per started package of `packageSize` units */
                            package?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                packagePrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description A price per `unitSize` units */
                            unit?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description Graduated tiers: each tier prices the units that fall in it */
                            tiered?: {
                                /** @description The tiers, by startQuantity */
                                tiers: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    flatAmount?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "CONTRACT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "ENDED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The contract id */
                contract: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description `rateCards/{rateCard}` */
                        rateCard: string;
                        /** @description Day of the month billing periods start on (1 to 31; 31: the month’s last day) */
                        billingAnchorDay: string;
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description Prices of this contract that replace the rate card’s */
                        rateOverrides: {
                            /** @description Id of the rate card’s rate this override replaces */
                            baseRateId: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                            dimensionValues: {
                                [key: string]: string;
                            };
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod?: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description A fixed amount per billing period, prorated by time */
                            flat?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                amount: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            };
                            /** @description A price per started package of `packageSize` units */
                            package?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                packagePrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description A price per `unitSize` units */
                            unit?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description Graduated tiers: each tier prices the units that fall in it */
                            tiered?: {
                                /** @description The tiers, by startQuantity */
                                tiers: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    flatAmount?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "CONTRACT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "ENDED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    scheduleContractAmendment: {
        parameters: {
            query?: {
                /** @description The id of the new amendment; absent, the server generates one */
                amendmentId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The contract id */
                contract: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amendment": {
                 *         "effectiveTime": "2026-04-01T00:00:00Z",
                 *         "reason": "Volume discount from April",
                 *         "rateCard": "rateCards/list"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description The change to schedule */
                    amendment?: {
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        effectiveTime?: string;
                        /** @description Why, as the caller wrote it (at most 1,000 characters) */
                        reason?: string;
                        /** @description `rateCards/{rateCard}` */
                        rateCard?: string;
                        /** @description Prices of this contract that replace the rate card’s */
                        rateOverrides?: {
                            /** @description Id of the rate card’s rate this override replaces */
                            baseRateId?: string;
                            /** @description `products/{product}` */
                            product?: string;
                            /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                            dimensionValues?: {
                                [key: string]: string;
                            };
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod?: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime?: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description A fixed amount per billing period, prorated by time */
                            flat?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                amount: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            };
                            /** @description A price per started package of `packageSize` units */
                            package?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                packagePrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description A price per `unitSize` units */
                            unit?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description Graduated tiers: each tier prices the units that fall in it */
                            tiered?: {
                                /** @description The tiers, by startQuantity */
                                tiers: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    flatAmount?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        contractEndTime?: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description `rateCards/{rateCard}` */
                        rateCard: string;
                        /** @description Why, as the caller wrote it (at most 1,000 characters) */
                        reason: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        effectiveTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        contractEndTime?: string;
                        /** @description Prices of this contract that replace the rate card’s */
                        rateOverrides: {
                            /** @description Id of the rate card’s rate this override replaces */
                            baseRateId: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                            dimensionValues: {
                                [key: string]: string;
                            };
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod?: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description A fixed amount per billing period, prorated by time */
                            flat?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                amount: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            };
                            /** @description A price per started package of `packageSize` units */
                            package?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                packagePrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description A price per `unitSize` units */
                            unit?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description Graduated tiers: each tier prices the units that fall in it */
                            tiered?: {
                                /** @description The tiers, by startQuantity */
                                tiers: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    flatAmount?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getContractAmendment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The contract id */
                contract: string;
                /** @description The amendment id */
                amendment: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description `rateCards/{rateCard}` */
                        rateCard: string;
                        /** @description Why, as the caller wrote it (at most 1,000 characters) */
                        reason: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        effectiveTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        contractEndTime?: string;
                        /** @description Prices of this contract that replace the rate card’s */
                        rateOverrides: {
                            /** @description Id of the rate card’s rate this override replaces */
                            baseRateId: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                            dimensionValues: {
                                [key: string]: string;
                            };
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod?: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description A fixed amount per billing period, prorated by time */
                            flat?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                amount: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            };
                            /** @description A price per started package of `packageSize` units */
                            package?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                packagePrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description A price per `unitSize` units */
                            unit?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description Graduated tiers: each tier prices the units that fall in it */
                            tiered?: {
                                /** @description The tiers, by startQuantity */
                                tiers: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    flatAmount?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listContractAmendments: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The contract id */
                contract: string;
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
                        /** @description The amendments of this page */
                        amendments: {
                            /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                            name: string;
                            /** @description `rateCards/{rateCard}` */
                            rateCard: string;
                            /** @description Why, as the caller wrote it (at most 1,000 characters) */
                            reason: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            effectiveTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            contractEndTime?: string;
                            /** @description Prices of this contract that replace the rate card’s */
                            rateOverrides: {
                                /** @description Id of the rate card’s rate this override replaces */
                                baseRateId: string;
                                /** @description `products/{product}` */
                                product: string;
                                /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                                dimensionValues: {
                                    [key: string]: string;
                                };
                                /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                                effectivePeriod?: {
                                    /**
                                     * Format: date-time
                                     * @description An RFC 3339 time
                                     * @example 2026-01-01T00:00:00Z
                                     */
                                    startTime: string;
                                    /**
                                     * Format: date-time
                                     * @description An RFC 3339 time
                                     * @example 2026-01-01T00:00:00Z
                                     */
                                    endTime?: string;
                                };
                                /** @description A fixed amount per billing period, prorated by time */
                                flat?: {
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    amount: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                };
                                /** @description A price per started package of `packageSize` units */
                                package?: {
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    packagePrice: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    packageSize: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                /** @description A price per `unitSize` units */
                                unit?: {
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    unitSize?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                /** @description Graduated tiers: each tier prices the units that fall in it */
                                tiered?: {
                                    /** @description The tiers, by startQuantity */
                                    tiers: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        startQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        endQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /**
                                         * @description An amount in a currency; `amount.value` is a decimal string.
                                         * @example {
                                         *       "amount": {
                                         *         "value": "0.002"
                                         *       },
                                         *       "currencyCode": "USD"
                                         *     }
                                         */
                                        unitPrice?: {
                                            /**
                                             * @description A decimal number as a string, exact
                                             * @example {
                                             *       "value": "12.5"
                                             *     }
                                             */
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                            currencyCode?: string;
                                        };
                                        /**
                                         * @description An amount in a currency; `amount.value` is a decimal string.
                                         * @example {
                                         *       "amount": {
                                         *         "value": "0.002"
                                         *       },
                                         *       "currencyCode": "USD"
                                         *     }
                                         */
                                        flatAmount?: {
                                            /**
                                             * @description A decimal number as a string, exact
                                             * @example {
                                             *       "value": "12.5"
                                             *     }
                                             */
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                            currencyCode?: string;
                                        };
                                    }[];
                                };
                            }[];
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    cancelContractAmendment: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The contract id */
                contract: string;
                /** @description The amendment id */
                amendment: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Discount withdrawn"
                 *     }
                 */
                "application/json": {
                    /** @description Why, as the caller wrote it (at most 1,000 characters) */
                    reason?: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description `rateCards/{rateCard}` */
                        rateCard: string;
                        /** @description Why, as the caller wrote it (at most 1,000 characters) */
                        reason: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        effectiveTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        contractEndTime?: string;
                        /** @description Prices of this contract that replace the rate card’s */
                        rateOverrides: {
                            /** @description Id of the rate card’s rate this override replaces */
                            baseRateId: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                            dimensionValues: {
                                [key: string]: string;
                            };
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod?: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description A fixed amount per billing period, prorated by time */
                            flat?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                amount: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            };
                            /** @description A price per started package of `packageSize` units */
                            package?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                packagePrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description A price per `unitSize` units */
                            unit?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description Graduated tiers: each tier prices the units that fall in it */
                            tiered?: {
                                /** @description The tiers, by startQuantity */
                                tiers: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    flatAmount?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    endContract: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The contract id */
                contract: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "effectiveTime": "2026-12-31T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date-time
                     * @description An RFC 3339 time
                     * @example 2026-01-01T00:00:00Z
                     */
                    effectiveTime?: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description `rateCards/{rateCard}` */
                        rateCard: string;
                        /** @description Day of the month billing periods start on (1 to 31; 31: the month’s last day) */
                        billingAnchorDay: string;
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description Prices of this contract that replace the rate card’s */
                        rateOverrides: {
                            /** @description Id of the rate card’s rate this override replaces */
                            baseRateId: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Values of the product’s pricing keys this rate applies to; empty: any */
                            dimensionValues: {
                                [key: string]: string;
                            };
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod?: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description A fixed amount per billing period, prorated by time */
                            flat?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                amount: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                            };
                            /** @description A price per started package of `packageSize` units */
                            package?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                packagePrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description A price per `unitSize` units */
                            unit?: {
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            /** @description Graduated tiers: each tier prices the units that fall in it */
                            tiered?: {
                                /** @description The tiers, by startQuantity */
                                tiers: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    unitPrice?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                    /**
                                     * @description An amount in a currency; `amount.value` is a decimal string.
                                     * @example {
                                     *       "amount": {
                                     *         "value": "0.002"
                                     *       },
                                     *       "currencyCode": "USD"
                                     *     }
                                     */
                                    flatAmount?: {
                                        /**
                                         * @description A decimal number as a string, exact
                                         * @example {
                                         *       "value": "12.5"
                                         *     }
                                         */
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "CONTRACT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "ENDED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
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
                        /** @description The subscriptions of this page */
                        subscriptions: {
                            /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                            name: string;
                            /** @description `customers/{customer}/contracts/{contract}` */
                            contract: string;
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description Products held and their quantities */
                            items: {
                                /** @description `products/{product}` */
                                product: string;
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                quantity: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description Values of the product’s group keys */
                                dimensions: {
                                    [key: string]: string;
                                };
                            }[];
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "SUBSCRIPTION_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "CANCELED";
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createSubscription: {
        parameters: {
            query?: {
                /** @description Id of the new subscription; generated when absent */
                subscriptionId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contract": "customers/acme/contracts/acme-2026",
                 *       "effectivePeriod": {
                 *         "startTime": "2026-03-01T00:00:00Z"
                 *       },
                 *       "items": [
                 *         {
                 *           "product": "products/seats",
                 *           "quantity": {
                 *             "value": "5"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description `customers/{customer}/contracts/{contract}` */
                    contract?: string;
                    /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                    effectivePeriod?: {
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        startTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        endTime?: string;
                    };
                    /** @description Products held and their quantities */
                    items?: {
                        /** @description `products/{product}` */
                        product?: string;
                        /** @description A quantity as a decimal string, `{"value": "1234"}` */
                        quantity?: {
                            /** @description A decimal string such as "12.5", exact (never a binary floating-point number) */
                            value?: string;
                        };
                        /** @description Values of the product’s group keys */
                        dimensions?: {
                            [key: string]: string;
                        };
                    }[];
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description `customers/{customer}/contracts/{contract}` */
                        contract: string;
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description Products held and their quantities */
                        items: {
                            /** @description `products/{product}` */
                            product: string;
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "SUBSCRIPTION_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "CANCELED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The subscription id */
                subscription: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description `customers/{customer}/contracts/{contract}` */
                        contract: string;
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description Products held and their quantities */
                        items: {
                            /** @description `products/{product}` */
                            product: string;
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "SUBSCRIPTION_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "CANCELED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    cancelSubscription: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The subscription id */
                subscription: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "effectiveTime": "2026-06-01T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date-time
                     * @description An RFC 3339 time
                     * @example 2026-01-01T00:00:00Z
                     */
                    effectiveTime?: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description `customers/{customer}/contracts/{contract}` */
                        contract: string;
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description Products held and their quantities */
                        items: {
                            /** @description `products/{product}` */
                            product: string;
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "SUBSCRIPTION_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "CANCELED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    scheduleSubscriptionAmendment: {
        parameters: {
            query?: {
                /** @description The id of the new amendment; absent, the server generates one */
                amendmentId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The subscription id */
                subscription: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amendment": {
                 *         "effectiveTime": "2026-04-01T00:00:00Z",
                 *         "items": [
                 *           {
                 *             "product": "products/seats",
                 *             "quantity": {
                 *               "value": "8"
                 *             }
                 *           }
                 *         ],
                 *         "prorationBehavior": "CREATE_PRORATIONS",
                 *         "reason": "Three more seats"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description The change to schedule */
                    amendment?: {
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        effectiveTime?: string;
                        /** @description Products held and their quantities */
                        items?: {
                            /** @description `products/{product}` */
                            product?: string;
                            /** @description A quantity as a decimal string, `{"value": "1234"}` */
                            quantity?: {
                                /** @description A decimal string such as "12.5", exact (never a binary floating-point number) */
                                value?: string;
                            };
                            /** @description Values of the product’s group keys */
                            dimensions?: {
                                [key: string]: string;
                            };
                        }[];
                        /**
                         * @description How a change inside a period is charged
                         * @enum {string}
                         */
                        prorationBehavior?: "PRORATION_BEHAVIOR_UNSPECIFIED" | "CREATE_PRORATIONS" | "NONE";
                        /** @description Why, as the caller wrote it (at most 1,000 characters) */
                        reason?: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description Why, as the caller wrote it (at most 1,000 characters) */
                        reason: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        effectiveTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /** @description Products held and their quantities */
                        items: {
                            /** @description `products/{product}` */
                            product: string;
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /**
                         * @description How a change inside a period is charged
                         * @enum {string}
                         */
                        prorationBehavior: "PRORATION_BEHAVIOR_UNSPECIFIED" | "CREATE_PRORATIONS" | "NONE";
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getSubscriptionAmendment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The subscription id */
                subscription: string;
                /** @description The subscription amendment id */
                subscriptionAmendment: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description Why, as the caller wrote it (at most 1,000 characters) */
                        reason: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        effectiveTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /** @description Products held and their quantities */
                        items: {
                            /** @description `products/{product}` */
                            product: string;
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /**
                         * @description How a change inside a period is charged
                         * @enum {string}
                         */
                        prorationBehavior: "PRORATION_BEHAVIOR_UNSPECIFIED" | "CREATE_PRORATIONS" | "NONE";
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listSubscriptionAmendments: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The subscription id */
                subscription: string;
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
                        /** @description The amendments of this page */
                        amendments: {
                            /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                            name: string;
                            /** @description Why, as the caller wrote it (at most 1,000 characters) */
                            reason: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            effectiveTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /** @description Products held and their quantities */
                            items: {
                                /** @description `products/{product}` */
                                product: string;
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                quantity: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description Values of the product’s group keys */
                                dimensions: {
                                    [key: string]: string;
                                };
                            }[];
                            /**
                             * @description How a change inside a period is charged
                             * @enum {string}
                             */
                            prorationBehavior: "PRORATION_BEHAVIOR_UNSPECIFIED" | "CREATE_PRORATIONS" | "NONE";
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    cancelSubscriptionAmendment: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The subscription id */
                subscription: string;
                /** @description The subscription amendment id */
                subscriptionAmendment: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Order cancelled"
                 *     }
                 */
                "application/json": {
                    /** @description Why, as the caller wrote it (at most 1,000 characters) */
                    reason?: string;
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
                        /** @description The resource name, `{collection}/{id}` (the id is the one given at creation or generated) */
                        name: string;
                        /** @description Why, as the caller wrote it (at most 1,000 characters) */
                        reason: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        effectiveTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /** @description Products held and their quantities */
                        items: {
                            /** @description `products/{product}` */
                            product: string;
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /**
                         * @description How a change inside a period is charged
                         * @enum {string}
                         */
                        prorationBehavior: "PRORATION_BEHAVIOR_UNSPECIFIED" | "CREATE_PRORATIONS" | "NONE";
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getCustomerUsage: {
        parameters: {
            query: {
                /**
                 * @description An RFC 3339 time
                 * @example 2026-01-01T00:00:00Z
                 */
                "period.startTime": string;
                /**
                 * @description An RFC 3339 time
                 * @example 2026-01-01T00:00:00Z
                 */
                "period.endTime": string;
                /** @description Meter names (`meters/{meter}`), at most 50; absent: every meter (an organization with more meters than that must name them) */
                meters?: string[];
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
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
                        /** @description Usage rows: one per meter and combination of group values */
                        usage: {
                            /** @description `meters/{meter}` */
                            meter: string;
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        }[];
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    previewCharges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "period": {
                 *         "startTime": "2026-03-01T00:00:00Z",
                 *         "endTime": "2026-03-15T00:00:00Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description The period: [startTime, endTime) */
                    period?: {
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        startTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        endTime?: string;
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
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        asOfTime: string;
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        total: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description Charges of the period */
                        charges: {
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Id of the rate (or override) that priced the line */
                            rateId: string;
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            subtotal: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            credit: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            net: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                        }[];
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    previewInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "periodStartTime": "2026-02-01T00:00:00Z",
                 *       "periodEndTime": "2026-03-01T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date-time
                     * @description An RFC 3339 time
                     * @example 2026-01-01T00:00:00Z
                     */
                    periodStartTime?: string;
                    /**
                     * Format: date-time
                     * @description An RFC 3339 time
                     * @example 2026-01-01T00:00:00Z
                     */
                    periodEndTime?: string;
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
                        /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                        name: string;
                        /** @description The contract when exactly one applies, else "" */
                        contract: string;
                        /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                        number?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        periodStartTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        periodEndTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        finalizeTime?: string;
                        /**
                         * Format: date-time
                         * @description Output only: finalizeTime + the net terms in force at finalize; absent on a DRAFT
                         */
                        dueTime?: string;
                        /** @description Output only: the reference given by :markPaid (a bank transfer, a cheque) */
                        paidReference?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        voidTime?: string;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        subtotal: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        tax: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        credit: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        total: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description The invoice lines */
                        lines: {
                            /** @description Id of the rate, unique in its rate card */
                            id: string;
                            /** @description Text for people, generated from the line’s product and period */
                            description: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Id of the rate (or override) that priced the line */
                            rateId: string;
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            unitPrice: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            subtotal: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            credit: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            total: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description (subtotal - credit) x the tax rate, rounded half away from zero to the minor unit */
                            tax?: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description The tax rate applied (`taxRates/{taxRate}`); "" for none */
                            taxRate?: string;
                            /** @description The tax rate's displayName when the line was computed; "" for none */
                            taxRateDisplayName?: string;
                            /** @description The tax rate's percentage when the line was computed; "" for none */
                            taxPercentage?: string;
                        }[];
                        /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                        failureReason?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
                /** @description AIP-160 filter on status, contract, periodStartTime, periodEndTime, createTime */
                filter?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
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
                        /** @description The invoices of this page */
                        invoices: {
                            /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                            name: string;
                            /** @description The contract when exactly one applies, else "" */
                            contract: string;
                            /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                            number?: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            periodStartTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            periodEndTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            updateTime?: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            finalizeTime?: string;
                            /**
                             * Format: date-time
                             * @description Output only: finalizeTime + the net terms in force at finalize; absent on a DRAFT
                             */
                            dueTime?: string;
                            /** @description Output only: the reference given by :markPaid (a bank transfer, a cheque) */
                            paidReference?: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            voidTime?: string;
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            subtotal: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            tax: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            credit: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            total: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description The invoice lines */
                            lines: {
                                /** @description Id of the rate, unique in its rate card */
                                id: string;
                                /** @description Text for people, generated from the line’s product and period */
                                description: string;
                                /** @description `products/{product}` */
                                product: string;
                                /** @description Id of the rate (or override) that priced the line */
                                rateId: string;
                                /** @description Values of the product’s group keys */
                                dimensions: {
                                    [key: string]: string;
                                };
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                quantity: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                unitPrice: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                subtotal: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                credit: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /**
                                 * @description An amount in a currency; `amount.value` is a decimal string.
                                 * @example {
                                 *       "amount": {
                                 *         "value": "0.002"
                                 *       },
                                 *       "currencyCode": "USD"
                                 *     }
                                 */
                                total: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /** @description (subtotal - credit) x the tax rate, rounded half away from zero to the minor unit */
                                tax?: {
                                    /**
                                     * @description A decimal number as a string, exact
                                     * @example {
                                     *       "value": "12.5"
                                     *     }
                                     */
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                    currencyCode?: string;
                                };
                                /** @description The tax rate applied (`taxRates/{taxRate}`); "" for none */
                                taxRate?: string;
                                /** @description The tax rate's displayName when the line was computed; "" for none */
                                taxRateDisplayName?: string;
                                /** @description The tax rate's percentage when the line was computed; "" for none */
                                taxPercentage?: string;
                            }[];
                            /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                            failureReason?: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The invoice id */
                invoice: string;
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
                        /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                        name: string;
                        /** @description The contract when exactly one applies, else "" */
                        contract: string;
                        /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                        number?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        periodStartTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        periodEndTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        finalizeTime?: string;
                        /**
                         * Format: date-time
                         * @description Output only: finalizeTime + the net terms in force at finalize; absent on a DRAFT
                         */
                        dueTime?: string;
                        /** @description Output only: the reference given by :markPaid (a bank transfer, a cheque) */
                        paidReference?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        voidTime?: string;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        subtotal: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        tax: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        credit: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        total: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description The invoice lines */
                        lines: {
                            /** @description Id of the rate, unique in its rate card */
                            id: string;
                            /** @description Text for people, generated from the line’s product and period */
                            description: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Id of the rate (or override) that priced the line */
                            rateId: string;
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            unitPrice: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            subtotal: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            credit: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            total: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description (subtotal - credit) x the tax rate, rounded half away from zero to the minor unit */
                            tax?: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description The tax rate applied (`taxRates/{taxRate}`); "" for none */
                            taxRate?: string;
                            /** @description The tax rate's displayName when the line was computed; "" for none */
                            taxRateDisplayName?: string;
                            /** @description The tax rate's percentage when the line was computed; "" for none */
                            taxPercentage?: string;
                        }[];
                        /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                        failureReason?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getInvoiceDocument: {
        parameters: {
            query?: {
                /** @description pdf (the default) or html */
                format?: "pdf" | "html";
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The invoice id */
                invoice: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get the invoice as a document the customer can pay from: a PDF, or an HTML page with format=html */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/html": string;
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    finalizeInvoice: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The invoice id */
                invoice: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /** @description Makes the call idempotent for 24 hours (AIP-155) */
                    requestId?: string;
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
                        /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                        name: string;
                        /** @description The contract when exactly one applies, else "" */
                        contract: string;
                        /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                        number?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        periodStartTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        periodEndTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        finalizeTime?: string;
                        /**
                         * Format: date-time
                         * @description Output only: finalizeTime + the net terms in force at finalize; absent on a DRAFT
                         */
                        dueTime?: string;
                        /** @description Output only: the reference given by :markPaid (a bank transfer, a cheque) */
                        paidReference?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        voidTime?: string;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        subtotal: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        tax: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        credit: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        total: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description The invoice lines */
                        lines: {
                            /** @description Id of the rate, unique in its rate card */
                            id: string;
                            /** @description Text for people, generated from the line’s product and period */
                            description: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Id of the rate (or override) that priced the line */
                            rateId: string;
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            unitPrice: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            subtotal: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            credit: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            total: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description (subtotal - credit) x the tax rate, rounded half away from zero to the minor unit */
                            tax?: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description The tax rate applied (`taxRates/{taxRate}`); "" for none */
                            taxRate?: string;
                            /** @description The tax rate's displayName when the line was computed; "" for none */
                            taxRateDisplayName?: string;
                            /** @description The tax rate's percentage when the line was computed; "" for none */
                            taxPercentage?: string;
                        }[];
                        /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                        failureReason?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    voidInvoice: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The invoice id */
                invoice: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Issued in error"
                 *     }
                 */
                "application/json": {
                    /** @description Why, as the caller wrote it (at most 1,000 characters) */
                    reason?: string;
                    /** @description Makes the call idempotent for 24 hours (AIP-155) */
                    requestId?: string;
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
                        /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                        name: string;
                        /** @description The contract when exactly one applies, else "" */
                        contract: string;
                        /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                        number?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        periodStartTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        periodEndTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        finalizeTime?: string;
                        /**
                         * Format: date-time
                         * @description Output only: finalizeTime + the net terms in force at finalize; absent on a DRAFT
                         */
                        dueTime?: string;
                        /** @description Output only: the reference given by :markPaid (a bank transfer, a cheque) */
                        paidReference?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        voidTime?: string;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        subtotal: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        tax: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        credit: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        total: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description The invoice lines */
                        lines: {
                            /** @description Id of the rate, unique in its rate card */
                            id: string;
                            /** @description Text for people, generated from the line’s product and period */
                            description: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Id of the rate (or override) that priced the line */
                            rateId: string;
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            unitPrice: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            subtotal: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            credit: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            total: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description (subtotal - credit) x the tax rate, rounded half away from zero to the minor unit */
                            tax?: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description The tax rate applied (`taxRates/{taxRate}`); "" for none */
                            taxRate?: string;
                            /** @description The tax rate's displayName when the line was computed; "" for none */
                            taxRateDisplayName?: string;
                            /** @description The tax rate's percentage when the line was computed; "" for none */
                            taxPercentage?: string;
                        }[];
                        /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                        failureReason?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    markInvoicePaid: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The invoice id */
                invoice: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What identifies the payment made elsewhere (a transfer id, a cheque number) */
                    reference?: string;
                    /**
                     * Format: date-time
                     * @description When it was paid: not in the future nor before finalizeTime; absent: now
                     */
                    paidTime?: string;
                    /** @description Makes the call idempotent for 24 hours (AIP-155) */
                    requestId?: string;
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
                        /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                        name: string;
                        /** @description The contract when exactly one applies, else "" */
                        contract: string;
                        /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                        number?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        periodStartTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        periodEndTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        finalizeTime?: string;
                        /**
                         * Format: date-time
                         * @description Output only: finalizeTime + the net terms in force at finalize; absent on a DRAFT
                         */
                        dueTime?: string;
                        /** @description Output only: the reference given by :markPaid (a bank transfer, a cheque) */
                        paidReference?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        voidTime?: string;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        subtotal: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        tax: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        credit: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        total: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description The invoice lines */
                        lines: {
                            /** @description Id of the rate, unique in its rate card */
                            id: string;
                            /** @description Text for people, generated from the line’s product and period */
                            description: string;
                            /** @description `products/{product}` */
                            product: string;
                            /** @description Id of the rate (or override) that priced the line */
                            rateId: string;
                            /** @description Values of the product’s group keys */
                            dimensions: {
                                [key: string]: string;
                            };
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            unitPrice: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            subtotal: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            credit: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            total: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description (subtotal - credit) x the tax rate, rounded half away from zero to the minor unit */
                            tax?: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description The tax rate applied (`taxRates/{taxRate}`); "" for none */
                            taxRate?: string;
                            /** @description The tax rate's displayName when the line was computed; "" for none */
                            taxRateDisplayName?: string;
                            /** @description The tax rate's percentage when the line was computed; "" for none */
                            taxPercentage?: string;
                        }[];
                        /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                        failureReason?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listCreditGrants: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
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
                        /** @description The credits of this page */
                        credits: {
                            /** @description `customers/{customer}/credits/{credit}` */
                            name: string;
                            /** @description Why, as the caller wrote it (at most 1,000 characters) */
                            reason: string;
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            amount: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            remaining?: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description Products the grant applies to (`products/{product}`); all when empty */
                            applicableProducts: string[];
                            /** @description Product tags the grant applies to; all when empty */
                            applicableTags: string[];
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description Lower is drawn first */
                            priority: number;
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            voidTime?: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createCreditGrant: {
        parameters: {
            query?: {
                /** @description Id of the new credit; generated when absent */
                creditId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": {
                 *         "amount": {
                 *           "value": "50.00"
                 *         },
                 *         "currencyCode": "USD"
                 *       },
                 *       "reason": "Welcome credit",
                 *       "effectivePeriod": {
                 *         "startTime": "2026-03-01T00:00:00Z"
                 *       },
                 *       "priority": 1
                 *     }
                 */
                "application/json": {
                    /** @description Why, as the caller wrote it (at most 1,000 characters) */
                    reason?: string;
                    /** @description An amount of money: `{"amount": {"value": "12.50"}, "currencyCode": "USD"}` */
                    amount?: {
                        /** @description An amount of money: `{"amount": {"value": "12.50"}, "currencyCode": "USD"}` */
                        amount?: {
                            /** @description A decimal string such as "12.5", exact (never a binary floating-point number) */
                            value?: string;
                        };
                        /** @description ISO 4217 currency code, such as USD */
                        currencyCode?: string;
                    };
                    /** @description Products the grant applies to (`products/{product}`); all when empty */
                    applicableProducts?: string[];
                    /** @description Product tags the grant applies to; all when empty */
                    applicableTags?: string[];
                    /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                    effectivePeriod?: {
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        startTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        endTime?: string;
                    };
                    /**
                     * Format: int32
                     * @description 0..100, lower first; default 50
                     */
                    priority?: number;
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
                        /** @description `customers/{customer}/credits/{credit}` */
                        name: string;
                        /** @description Why, as the caller wrote it (at most 1,000 characters) */
                        reason: string;
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        amount: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        remaining?: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description Products the grant applies to (`products/{product}`); all when empty */
                        applicableProducts: string[];
                        /** @description Product tags the grant applies to; all when empty */
                        applicableTags: string[];
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description Lower is drawn first */
                        priority: number;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        voidTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getCreditGrant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The credit id */
                credit: string;
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
                        /** @description `customers/{customer}/credits/{credit}` */
                        name: string;
                        /** @description Why, as the caller wrote it (at most 1,000 characters) */
                        reason: string;
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        amount: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        remaining?: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description Products the grant applies to (`products/{product}`); all when empty */
                        applicableProducts: string[];
                        /** @description Product tags the grant applies to; all when empty */
                        applicableTags: string[];
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description Lower is drawn first */
                        priority: number;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        voidTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    voidCreditGrant: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The credit id */
                credit: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Granted by mistake"
                 *     }
                 */
                "application/json": {
                    /** @description Why, as the caller wrote it (at most 1,000 characters) */
                    reason?: string;
                    /** @description Makes the call idempotent for 24 hours (AIP-155) */
                    requestId?: string;
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
                        /** @description `customers/{customer}/credits/{credit}` */
                        name: string;
                        /** @description Why, as the caller wrote it (at most 1,000 characters) */
                        reason: string;
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        amount: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        remaining?: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description Products the grant applies to (`products/{product}`); all when empty */
                        applicableProducts: string[];
                        /** @description Product tags the grant applies to; all when empty */
                        applicableTags: string[];
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description Lower is drawn first */
                        priority: number;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        voidTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getBalance: {
        parameters: {
            query?: {
                /**
                 * @description An RFC 3339 time
                 * @example 2026-01-01T00:00:00Z
                 */
                asOfTime?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
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
                        /** @description `customers/{customer}` */
                        customer: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        asOfTime: string;
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        creditRemaining: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        commitmentRemaining: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listBalanceTransactions: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
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
                        /** @description Balance movements */
                        transactions: {
                            /** @description `customers/{customer}/balanceTransactions/{transaction}` */
                            name: string;
                            /** @description Text for people, generated from the line’s product and period */
                            description: string;
                            /** @description The grant or commitment, or the invoice an application, true-up or reversal belongs to */
                            source: string;
                            /** @description The grant whose balance the transaction moves */
                            credit?: string;
                            /** @description The commitment whose balance the transaction moves */
                            commitment?: string;
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            amount: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description Kind of the resource (one of the values listed)
                             * @enum {string}
                             */
                            type: "BALANCE_TRANSACTION_TYPE_UNSPECIFIED" | "CREDIT_GRANTED" | "CREDIT_APPLIED" | "CREDIT_REVERSED" | "CREDIT_EXPIRED" | "CREDIT_VOIDED" | "COMMITMENT_CREATED" | "COMMITMENT_APPLIED" | "COMMITMENT_TRUE_UP" | "COMMITMENT_EXPIRED" | "COMMITMENT_VOIDED";
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listCommitments: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
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
                        /** @description The commitments of this page */
                        commitments: {
                            /** @description `customers/{customer}/commitments/{commitment}` */
                            name: string;
                            /** @description `customers/{customer}/contracts/{contract}` */
                            contract: string;
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            committedAmount: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            costBasis: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            remaining?: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description Products the grant applies to (`products/{product}`); all when empty */
                            applicableProducts: string[];
                            /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                            effectivePeriod: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            voidTime?: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createCommitment: {
        parameters: {
            query?: {
                /** @description Id of the new commitment; generated when absent */
                commitmentId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contract": "customers/acme/contracts/acme-2026",
                 *       "committedAmount": {
                 *         "amount": {
                 *           "value": "1000.00"
                 *         },
                 *         "currencyCode": "USD"
                 *       },
                 *       "costBasis": {
                 *         "amount": {
                 *           "value": "900.00"
                 *         },
                 *         "currencyCode": "USD"
                 *       },
                 *       "effectivePeriod": {
                 *         "startTime": "2026-01-01T00:00:00Z",
                 *         "endTime": "2027-01-01T00:00:00Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description `customers/{customer}/contracts/{contract}` */
                    contract?: string;
                    /** @description Amount the customer commits to spend */
                    committedAmount?: {
                        /** @description An amount of money: `{"amount": {"value": "12.50"}, "currencyCode": "USD"}` */
                        amount?: {
                            /** @description A decimal string such as "12.5", exact (never a binary floating-point number) */
                            value?: string;
                        };
                        /** @description ISO 4217 currency code, such as USD */
                        currencyCode?: string;
                    };
                    /** @description What the customer paid for the grant */
                    costBasis?: {
                        /** @description An amount of money: `{"amount": {"value": "12.50"}, "currencyCode": "USD"}` */
                        amount?: {
                            /** @description A decimal string such as "12.5", exact (never a binary floating-point number) */
                            value?: string;
                        };
                        /** @description ISO 4217 currency code, such as USD */
                        currencyCode?: string;
                    };
                    /** @description Products the grant applies to (`products/{product}`); all when empty */
                    applicableProducts?: string[];
                    /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                    effectivePeriod?: {
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        startTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        endTime?: string;
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
                        /** @description `customers/{customer}/commitments/{commitment}` */
                        name: string;
                        /** @description `customers/{customer}/contracts/{contract}` */
                        contract: string;
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        committedAmount: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        costBasis: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        remaining?: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description Products the grant applies to (`products/{product}`); all when empty */
                        applicableProducts: string[];
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        voidTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getCommitment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The commitment id */
                commitment: string;
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
                        /** @description `customers/{customer}/commitments/{commitment}` */
                        name: string;
                        /** @description `customers/{customer}/contracts/{contract}` */
                        contract: string;
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        committedAmount: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        costBasis: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        remaining?: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description Products the grant applies to (`products/{product}`); all when empty */
                        applicableProducts: string[];
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        voidTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    voidCommitment: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The commitment id */
                commitment: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Contract renegotiated"
                 *     }
                 */
                "application/json": {
                    /** @description Why, as the caller wrote it (at most 1,000 characters) */
                    reason?: string;
                    /** @description Makes the call idempotent for 24 hours (AIP-155) */
                    requestId?: string;
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
                        /** @description `customers/{customer}/commitments/{commitment}` */
                        name: string;
                        /** @description `customers/{customer}/contracts/{contract}` */
                        contract: string;
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        committedAmount: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        costBasis: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        remaining?: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description Products the grant applies to (`products/{product}`); all when empty */
                        applicableProducts: string[];
                        /** @description When it applies: from startTime (included) to endTime (excluded, open when absent) */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        voidTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listProviderConnections: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
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
                        /** @description The provider connections of this page */
                        providerConnections: {
                            /** @description `providerConnections/{providerConnection}` */
                            name: string;
                            /** @description A name for people, shown in lists and on invoices */
                            displayName: string;
                            /** @description `sandbox` or `stripe` */
                            providerType: string;
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "PROVIDER_CONNECTION_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                            /**
                             * @description Whether the provider answers (from recent calls)
                             * @enum {string}
                             */
                            healthStatus: "PROVIDER_HEALTH_STATUS_UNSPECIFIED" | "HEALTHY" | "DEGRADED" | "UNHEALTHY";
                            /** @description What the provider can do */
                            capabilities: {
                                /** @description Empty: every country */
                                countryCodes: string[];
                                /** @description Empty: every currency */
                                currencyCodes: string[];
                                /** @description Payment method types */
                                paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                                /** @description Can charge without the customer present */
                                supportsOffSession: boolean;
                                /** @description Can charge a saved method repeatedly */
                                supportsRecurring: boolean;
                            };
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            updateTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createProviderConnection: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "providerConnectionId": "sandbox",
                 *       "providerConnection": {
                 *         "providerType": "sandbox",
                 *         "displayName": "Sandbox"
                 *       },
                 *       "credential": {}
                 *     }
                 */
                "application/json": {
                    /** @description `organizations/{organization}`; the caller’s when absent */
                    parent?: string;
                    /** @description Id of the new connection; generated when absent */
                    providerConnectionId?: string;
                    /** @description `providerConnections/{providerConnection}` */
                    providerConnection?: {
                        /** @description A name for people, shown in lists and on invoices */
                        displayName?: string;
                        /** @description The payment provider: sandbox or stripe */
                        providerType?: string;
                    };
                    /** @description Input only: encrypted at rest, never returned (sandbox: `{}`; stripe: `{"secretKey": ...}`) */
                    credential?: {
                        [key: string]: unknown;
                    };
                    /** @description Makes the call idempotent for 24 hours (AIP-155) */
                    requestId?: string;
                };
            };
        };
        responses: {
            /** @description Never contains the credential */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `providerConnections/{providerConnection}` */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description `sandbox` or `stripe` */
                        providerType: string;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "PROVIDER_CONNECTION_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        /**
                         * @description Whether the provider answers (from recent calls)
                         * @enum {string}
                         */
                        healthStatus: "PROVIDER_HEALTH_STATUS_UNSPECIFIED" | "HEALTHY" | "DEGRADED" | "UNHEALTHY";
                        /** @description What the provider can do */
                        capabilities: {
                            /** @description Empty: every country */
                            countryCodes: string[];
                            /** @description Empty: every currency */
                            currencyCodes: string[];
                            /** @description Payment method types */
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            /** @description Can charge without the customer present */
                            supportsOffSession: boolean;
                            /** @description Can charge a saved method repeatedly */
                            supportsRecurring: boolean;
                        };
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getProviderConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider connection id */
                providerConnection: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Never contains the credential */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `providerConnections/{providerConnection}` */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description `sandbox` or `stripe` */
                        providerType: string;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "PROVIDER_CONNECTION_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        /**
                         * @description Whether the provider answers (from recent calls)
                         * @enum {string}
                         */
                        healthStatus: "PROVIDER_HEALTH_STATUS_UNSPECIFIED" | "HEALTHY" | "DEGRADED" | "UNHEALTHY";
                        /** @description What the provider can do */
                        capabilities: {
                            /** @description Empty: every country */
                            countryCodes: string[];
                            /** @description Empty: every currency */
                            currencyCodes: string[];
                            /** @description Payment method types */
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            /** @description Can charge without the customer present */
                            supportsOffSession: boolean;
                            /** @description Can charge a saved method repeatedly */
                            supportsRecurring: boolean;
                        };
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    updateProviderConnection: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to change (`*`: every updatable field); a named field absent from the body is cleared */
                updateMask?: string;
            };
            header?: never;
            path: {
                /** @description The provider connection id */
                providerConnection: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "displayName": "Sandbox, test mode"
                 *     }
                 */
                "application/json": {
                    /** @description A name for people, shown in lists and on invoices */
                    displayName?: string;
                    /** @description The payment provider: sandbox or stripe */
                    providerType?: string;
                };
            };
        };
        responses: {
            /** @description Never contains the credential */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `providerConnections/{providerConnection}` */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description `sandbox` or `stripe` */
                        providerType: string;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "PROVIDER_CONNECTION_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        /**
                         * @description Whether the provider answers (from recent calls)
                         * @enum {string}
                         */
                        healthStatus: "PROVIDER_HEALTH_STATUS_UNSPECIFIED" | "HEALTHY" | "DEGRADED" | "UNHEALTHY";
                        /** @description What the provider can do */
                        capabilities: {
                            /** @description Empty: every country */
                            countryCodes: string[];
                            /** @description Empty: every currency */
                            currencyCodes: string[];
                            /** @description Payment method types */
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            /** @description Can charge without the customer present */
                            supportsOffSession: boolean;
                            /** @description Can charge a saved method repeatedly */
                            supportsRecurring: boolean;
                        };
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getRoutingPolicy: {
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
                        /** @description `routingPolicy` */
                        name: string;
                        /** @description Routing rules, first match wins */
                        rules: {
                            /** @description `providerConnections/{providerConnection}` */
                            providerConnection: string;
                            /** @description Countries the rule or provider applies to; any when empty */
                            countryCodes: string[];
                            /** @description Currencies the rule or provider applies to; any when empty */
                            currencyCodes: string[];
                            /** @description Payment method types */
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            /** @description The rule needs a provider that charges off session */
                            requireOffSession: boolean;
                            /** @description The rule needs a provider that charges repeatedly */
                            requireRecurring: boolean;
                        }[];
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    updateRoutingPolicy: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to change (`*`: every updatable field); a named field absent from the body is cleared */
                updateMask?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rules": [
                 *         {
                 *           "providerConnection": "providerConnections/sandbox",
                 *           "countryCodes": [
                 *             "US"
                 *           ],
                 *           "currencyCodes": [
                 *             "USD"
                 *           ],
                 *           "paymentMethodTypes": [
                 *             "CARD"
                 *           ],
                 *           "requireOffSession": false,
                 *           "requireRecurring": false
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Routing rules, first match wins */
                    rules?: {
                        /** @description `providerConnections/{providerConnection}` */
                        providerConnection?: string;
                        /** @description Countries the rule or provider applies to; any when empty */
                        countryCodes?: string[];
                        /** @description Currencies the rule or provider applies to; any when empty */
                        currencyCodes?: string[];
                        /** @description Payment method types */
                        paymentMethodTypes?: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                        /** @description The rule needs a provider that charges off session */
                        requireOffSession?: boolean;
                        /** @description The rule needs a provider that charges repeatedly */
                        requireRecurring?: boolean;
                    }[];
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
                        /** @description `routingPolicy` */
                        name: string;
                        /** @description Routing rules, first match wins */
                        rules: {
                            /** @description `providerConnections/{providerConnection}` */
                            providerConnection: string;
                            /** @description Countries the rule or provider applies to; any when empty */
                            countryCodes: string[];
                            /** @description Currencies the rule or provider applies to; any when empty */
                            currencyCodes: string[];
                            /** @description Payment method types */
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            /** @description The rule needs a provider that charges off session */
                            requireOffSession: boolean;
                            /** @description The rule needs a provider that charges repeatedly */
                            requireRecurring: boolean;
                        }[];
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
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
                        /** @description The payment methods of this page */
                        paymentMethods: {
                            /** @description `customers/{customer}/paymentMethods/{paymentMethod}` */
                            name: string;
                            /** @description A name for people, shown in lists and on invoices */
                            displayName: string;
                            /** @description ISO 3166-1 alpha-2 country code, such as US */
                            countryCode: string;
                            /** @description `providerConnections/{providerConnection}` */
                            providerConnection: string;
                            /** @description The method's id at the provider */
                            providerReference: string;
                            /**
                             * @description Kind of the resource (one of the values listed)
                             * @enum {string}
                             */
                            type: "PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER";
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "PAYMENT_METHOD_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                            /** @description May be charged without the customer present */
                            offSessionEnabled: boolean;
                            /** @description May be charged repeatedly */
                            recurringEnabled: boolean;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            updateTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createPaymentMethod: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentMethodId": "card",
                 *       "setupToken": "tok_success",
                 *       "paymentMethod": {
                 *         "providerConnection": "providerConnections/sandbox"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Id of the new payment method; generated when absent */
                    paymentMethodId?: string;
                    /** @description From the provider (sandbox: `tok_success`, ...) */
                    setupToken?: string;
                    /** @description `customers/{customer}/paymentMethods/{paymentMethod}` */
                    paymentMethod?: {
                        /** @description `providerConnections/{providerConnection}` */
                        providerConnection?: string;
                        /**
                         * @description Kind of the resource (one of the values listed)
                         * @enum {string}
                         */
                        type?: "PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER";
                        /** @description A name for people, shown in lists and on invoices */
                        displayName?: string;
                        /** @description ISO 3166-1 alpha-2 country code, such as US */
                        countryCode?: string;
                        /** @description May be charged without the customer present */
                        offSessionEnabled?: boolean;
                        /** @description May be charged repeatedly */
                        recurringEnabled?: boolean;
                    };
                    /** @description Makes the call idempotent for 24 hours (AIP-155) */
                    requestId?: string;
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
                        /** @description `customers/{customer}/paymentMethods/{paymentMethod}` */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description ISO 3166-1 alpha-2 country code, such as US */
                        countryCode: string;
                        /** @description `providerConnections/{providerConnection}` */
                        providerConnection: string;
                        /** @description The method's id at the provider */
                        providerReference: string;
                        /**
                         * @description Kind of the resource (one of the values listed)
                         * @enum {string}
                         */
                        type: "PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER";
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "PAYMENT_METHOD_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        /** @description May be charged without the customer present */
                        offSessionEnabled: boolean;
                        /** @description May be charged repeatedly */
                        recurringEnabled: boolean;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The payment method id */
                paymentMethod: string;
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
                        /** @description `customers/{customer}/paymentMethods/{paymentMethod}` */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description ISO 3166-1 alpha-2 country code, such as US */
                        countryCode: string;
                        /** @description `providerConnections/{providerConnection}` */
                        providerConnection: string;
                        /** @description The method's id at the provider */
                        providerReference: string;
                        /**
                         * @description Kind of the resource (one of the values listed)
                         * @enum {string}
                         */
                        type: "PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER";
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "PAYMENT_METHOD_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        /** @description May be charged without the customer present */
                        offSessionEnabled: boolean;
                        /** @description May be charged repeatedly */
                        recurringEnabled: boolean;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
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
                        /** @description The payments of this page */
                        payments: {
                            /** @description `customers/{customer}/payments/{payment}` */
                            name: string;
                            /** @description `customers/{customer}/invoices/{invoice}` */
                            invoice: string;
                            /** @description The method of the latest attempt ("" before the first) */
                            paymentMethod: string;
                            /** @description The connection of the latest attempt */
                            providerConnection: string;
                            /** @description The latest attempt's */
                            idempotencyKey: string;
                            /** @description The provider’s message of the last failure */
                            failureMessage: string;
                            /**
                             * @description An amount in a currency; `amount.value` is a decimal string.
                             * @example {
                             *       "amount": {
                             *         "value": "0.002"
                             *       },
                             *       "currencyCode": "USD"
                             *     }
                             */
                            amount: {
                                /**
                                 * @description A decimal number as a string, exact
                                 * @example {
                                 *       "value": "12.5"
                                 *     }
                                 */
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                                currencyCode?: string;
                            };
                            /** @description Charged without the customer present */
                            offSession: boolean;
                            /** @description A charge of a saved method */
                            recurring: boolean;
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "PAYMENT_STATUS_UNSPECIFIED" | "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED";
                            /**
                             * @description Kind of the last failure, which decides retries
                             * @enum {string}
                             */
                            failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            nextRetryTime?: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            updateTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            succeedTime?: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createPayment: {
        parameters: {
            query?: {
                /** @description Id of the new payment; generated when absent */
                paymentId?: string;
                /** @description Payment method names to try, in order: the parameter repeated, or one comma-separated value */
                candidatePaymentMethods?: string[];
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoice": "customers/acme/invoices/inv-f6d4cea82203bbd9"
                 *     }
                 */
                "application/json": {
                    /** @description `customers/{customer}/invoices/{invoice}` */
                    invoice?: string;
                    /** @description Charged without the customer present */
                    offSession?: boolean;
                    /** @description A charge of a saved method */
                    recurring?: boolean;
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
                        /** @description `customers/{customer}/payments/{payment}` */
                        name: string;
                        /** @description `customers/{customer}/invoices/{invoice}` */
                        invoice: string;
                        /** @description The method of the latest attempt ("" before the first) */
                        paymentMethod: string;
                        /** @description The connection of the latest attempt */
                        providerConnection: string;
                        /** @description The latest attempt's */
                        idempotencyKey: string;
                        /** @description The provider’s message of the last failure */
                        failureMessage: string;
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        amount: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description Charged without the customer present */
                        offSession: boolean;
                        /** @description A charge of a saved method */
                        recurring: boolean;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "PAYMENT_STATUS_UNSPECIFIED" | "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED";
                        /**
                         * @description Kind of the last failure, which decides retries
                         * @enum {string}
                         */
                        failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        nextRetryTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        succeedTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The payment id */
                payment: string;
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
                        /** @description `customers/{customer}/payments/{payment}` */
                        name: string;
                        /** @description `customers/{customer}/invoices/{invoice}` */
                        invoice: string;
                        /** @description The method of the latest attempt ("" before the first) */
                        paymentMethod: string;
                        /** @description The connection of the latest attempt */
                        providerConnection: string;
                        /** @description The latest attempt's */
                        idempotencyKey: string;
                        /** @description The provider’s message of the last failure */
                        failureMessage: string;
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        amount: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description Charged without the customer present */
                        offSession: boolean;
                        /** @description A charge of a saved method */
                        recurring: boolean;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "PAYMENT_STATUS_UNSPECIFIED" | "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED";
                        /**
                         * @description Kind of the last failure, which decides retries
                         * @enum {string}
                         */
                        failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        nextRetryTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        succeedTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    retryPayment: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The payment id */
                payment: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /** @description Makes the call idempotent for 24 hours (AIP-155) */
                    requestId?: string;
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
                        /** @description `customers/{customer}/payments/{payment}` */
                        name: string;
                        /** @description `customers/{customer}/invoices/{invoice}` */
                        invoice: string;
                        /** @description The method of the latest attempt ("" before the first) */
                        paymentMethod: string;
                        /** @description The connection of the latest attempt */
                        providerConnection: string;
                        /** @description The latest attempt's */
                        idempotencyKey: string;
                        /** @description The provider’s message of the last failure */
                        failureMessage: string;
                        /**
                         * @description An amount in a currency; `amount.value` is a decimal string.
                         * @example {
                         *       "amount": {
                         *         "value": "0.002"
                         *       },
                         *       "currencyCode": "USD"
                         *     }
                         */
                        amount: {
                            /**
                             * @description A decimal number as a string, exact
                             * @example {
                             *       "value": "12.5"
                             *     }
                             */
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description ISO 4217 code; may be left out where the rate card or customer fixes it */
                            currencyCode?: string;
                        };
                        /** @description Charged without the customer present */
                        offSession: boolean;
                        /** @description A charge of a saved method */
                        recurring: boolean;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "PAYMENT_STATUS_UNSPECIFIED" | "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED";
                        /**
                         * @description Kind of the last failure, which decides retries
                         * @enum {string}
                         */
                        failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        nextRetryTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        succeedTime?: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listPaymentAttempts: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The payment id */
                payment: string;
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
                        /** @description The attempts of this page */
                        paymentAttempts: {
                            /** @description `customers/{customer}/payments/{payment}/attempts/{attempt}` */
                            name: string;
                            /** @description `customers/{customer}/paymentMethods/{paymentMethod}` */
                            paymentMethod: string;
                            /** @description `providerConnections/{providerConnection}` */
                            providerConnection: string;
                            /** @description Key the provider de-duplicates the attempt by */
                            idempotencyKey: string;
                            /** @description The provider’s id of the attempt */
                            providerTransactionReference: string;
                            /** @description The provider’s message of the last failure */
                            failureMessage: string;
                            /**
                             * @description Result of the attempt
                             * @enum {string}
                             */
                            outcome: "PAYMENT_ATTEMPT_OUTCOME_UNSPECIFIED" | "SUCCEEDED" | "FAILED" | "UNKNOWN";
                            /**
                             * @description Kind of the last failure, which decides retries
                             * @enum {string}
                             */
                            failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            updateTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPaymentAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The payment id */
                payment: string;
                /** @description The attempt number, from 1 */
                attempt: string;
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
                        /** @description `customers/{customer}/payments/{payment}/attempts/{attempt}` */
                        name: string;
                        /** @description `customers/{customer}/paymentMethods/{paymentMethod}` */
                        paymentMethod: string;
                        /** @description `providerConnections/{providerConnection}` */
                        providerConnection: string;
                        /** @description Key the provider de-duplicates the attempt by */
                        idempotencyKey: string;
                        /** @description The provider’s id of the attempt */
                        providerTransactionReference: string;
                        /** @description The provider’s message of the last failure */
                        failureMessage: string;
                        /**
                         * @description Result of the attempt
                         * @enum {string}
                         */
                        outcome: "PAYMENT_ATTEMPT_OUTCOME_UNSPECIFIED" | "SUCCEEDED" | "FAILED" | "UNKNOWN";
                        /**
                         * @description Kind of the last failure, which decides retries
                         * @enum {string}
                         */
                        failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    disablePaymentMethod: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The customer id */
                customer: string;
                /** @description The payment method id */
                paymentMethod: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Card reported lost"
                 *     }
                 */
                "application/json": {
                    /** @description Why, as the caller wrote it (at most 1,000 characters) */
                    reason?: string;
                    /** @description Makes the call idempotent for 24 hours (AIP-155) */
                    requestId?: string;
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
                        /** @description `customers/{customer}/paymentMethods/{paymentMethod}` */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description ISO 3166-1 alpha-2 country code, such as US */
                        countryCode: string;
                        /** @description `providerConnections/{providerConnection}` */
                        providerConnection: string;
                        /** @description The method's id at the provider */
                        providerReference: string;
                        /**
                         * @description Kind of the resource (one of the values listed)
                         * @enum {string}
                         */
                        type: "PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER";
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "PAYMENT_METHOD_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        /** @description May be charged without the customer present */
                        offSessionEnabled: boolean;
                        /** @description May be charged repeatedly */
                        recurringEnabled: boolean;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    disableProviderConnection: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The provider connection id */
                providerConnection: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Moving to another provider"
                 *     }
                 */
                "application/json": {
                    /** @description Why, as the caller wrote it (at most 1,000 characters) */
                    reason?: string;
                    /** @description Makes the call idempotent for 24 hours (AIP-155) */
                    requestId?: string;
                };
            };
        };
        responses: {
            /** @description Never contains the credential */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `providerConnections/{providerConnection}` */
                        name: string;
                        /** @description A name for people, shown in lists and on invoices */
                        displayName: string;
                        /** @description `sandbox` or `stripe` */
                        providerType: string;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "PROVIDER_CONNECTION_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        /**
                         * @description Whether the provider answers (from recent calls)
                         * @enum {string}
                         */
                        healthStatus: "PROVIDER_HEALTH_STATUS_UNSPECIFIED" | "HEALTHY" | "DEGRADED" | "UNHEALTHY";
                        /** @description What the provider can do */
                        capabilities: {
                            /** @description Empty: every country */
                            countryCodes: string[];
                            /** @description Empty: every currency */
                            currencyCodes: string[];
                            /** @description Payment method types */
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            /** @description Can charge without the customer present */
                            supportsOffSession: boolean;
                            /** @description Can charge a saved method repeatedly */
                            supportsRecurring: boolean;
                        };
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listTaxRates: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                /** @description nextPageToken of the previous page; bound to the same filters */
                pageToken?: string;
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
                        taxRates: {
                            /** @description `taxRates/{taxRate}` */
                            name: string;
                            /** @description Shown on invoice lines taxed at this rate */
                            displayName: string;
                            /** @description Decimal string from 0 to 100 with at most 4 fraction digits */
                            percentage: string;
                            /** @description ISO 3166-1 alpha-2 billing countries it applies to; empty: every country */
                            countryCodes: string[];
                            /** @description Applies to invoices whose period ends in (startTime, endTime] */
                            effectivePeriod: {
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                startTime: string;
                                /**
                                 * Format: date-time
                                 * @description An RFC 3339 time
                                 * @example 2026-01-01T00:00:00Z
                                 */
                                endTime?: string;
                            };
                            /** @description An archived rate applies to no invoice computed from then on */
                            archived: boolean;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            updateTime: string;
                        }[];
                        /** @description Token of the next page (`pageToken`); empty on the last page */
                        nextPageToken: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createTaxRate: {
        parameters: {
            query?: {
                /** @description The new rate's id; absent: one is generated */
                taxRateId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description At most 200 characters */
                    displayName?: string;
                    /** @description Decimal string from 0 to 100 with at most 4 fraction digits (required) */
                    percentage?: string;
                    /** @description ISO 3166-1 alpha-2 codes; empty or absent: every country */
                    countryCodes?: string[];
                    /** @description startTime required; no endTime: no end */
                    effectivePeriod?: {
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        startTime?: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        endTime?: string;
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
                        /** @description `taxRates/{taxRate}` */
                        name: string;
                        /** @description Shown on invoice lines taxed at this rate */
                        displayName: string;
                        /** @description Decimal string from 0 to 100 with at most 4 fraction digits */
                        percentage: string;
                        /** @description ISO 3166-1 alpha-2 billing countries it applies to; empty: every country */
                        countryCodes: string[];
                        /** @description Applies to invoices whose period ends in (startTime, endTime] */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description An archived rate applies to no invoice computed from then on */
                        archived: boolean;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getTaxRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                taxRate: string;
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
                        /** @description `taxRates/{taxRate}` */
                        name: string;
                        /** @description Shown on invoice lines taxed at this rate */
                        displayName: string;
                        /** @description Decimal string from 0 to 100 with at most 4 fraction digits */
                        percentage: string;
                        /** @description ISO 3166-1 alpha-2 billing countries it applies to; empty: every country */
                        countryCodes: string[];
                        /** @description Applies to invoices whose period ends in (startTime, endTime] */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description An archived rate applies to no invoice computed from then on */
                        archived: boolean;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    archiveTaxRate: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                taxRate: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Makes the call idempotent for 24 hours (AIP-155) */
                    requestId?: string;
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
                        /** @description `taxRates/{taxRate}` */
                        name: string;
                        /** @description Shown on invoice lines taxed at this rate */
                        displayName: string;
                        /** @description Decimal string from 0 to 100 with at most 4 fraction digits */
                        percentage: string;
                        /** @description ISO 3166-1 alpha-2 billing countries it applies to; empty: every country */
                        countryCodes: string[];
                        /** @description Applies to invoices whose period ends in (startTime, endTime] */
                        effectivePeriod: {
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            startTime: string;
                            /**
                             * Format: date-time
                             * @description An RFC 3339 time
                             * @example 2026-01-01T00:00:00Z
                             */
                            endTime?: string;
                        };
                        /** @description An archived rate applies to no invoice computed from then on */
                        archived: boolean;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        updateTime: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    ingestUsageEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": {
                 *         "customer": "customers/acme",
                 *         "eventId": "call-1",
                 *         "eventType": "llm.call",
                 *         "eventTime": "2026-02-20T09:30:00Z",
                 *         "properties": {
                 *           "tokens": 1000,
                 *           "model": "large"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description `organizations/{organization}`, the API key’s own (another: NOT_FOUND) */
                    parent?: string;
                    /** @description The usage event */
                    event: {
                        /** @description `customers/{customer}` */
                        customer: string;
                        /** @description The producer’s id of the event: the de-duplication key for 35 days */
                        eventId: string;
                        /** @description Type of the usage events counted, such as llm.call */
                        eventType: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        eventTime: string;
                        /** @description A JSON object (at most 64 KiB); numbers are kept exactly as sent */
                        properties?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description One ingestion result per event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The producer’s id of the event: the de-duplication key for 35 days */
                        eventId: string;
                        /** @description `usageEvents/{eventId}` when stored (ACCEPTED or DUPLICATE), else empty */
                        usageEvent: string;
                        /**
                         * @description State of the resource (its values are listed; transitions are in docs/)
                         * @enum {string}
                         */
                        status: "INGESTION_STATUS_UNSPECIFIED" | "ACCEPTED" | "DUPLICATE" | "REJECTED";
                        /** @description Why a REJECTED event was refused (a google.rpc code name); UNAVAILABLE means retry the same event */
                        errorCode: string;
                        /** @description Why the event was refused; empty otherwise */
                        errorMessage: string;
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    batchIngestUsageEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         {
                 *           "customer": "customers/acme",
                 *           "eventId": "call-1",
                 *           "eventType": "llm.call",
                 *           "eventTime": "2026-02-20T09:30:00Z",
                 *           "properties": {
                 *             "tokens": 1000,
                 *             "model": "large"
                 *           }
                 *         },
                 *         {
                 *           "customer": "customers/acme",
                 *           "eventId": "call-2",
                 *           "eventType": "llm.call",
                 *           "eventTime": "2026-02-20T09:30:00Z",
                 *           "properties": {
                 *             "tokens": 234
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description `organizations/{organization}`, the API key’s own (another: NOT_FOUND) */
                    parent?: string;
                    /** @description The usage events */
                    events: {
                        /** @description `customers/{customer}` */
                        customer: string;
                        /** @description The producer’s id of the event: the de-duplication key for 35 days */
                        eventId: string;
                        /** @description Type of the usage events counted, such as llm.call */
                        eventType: string;
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         * @example 2026-01-01T00:00:00Z
                         */
                        eventTime: string;
                        /** @description A JSON object (at most 64 KiB); numbers are kept exactly as sent */
                        properties?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description One ingestion result per event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description One result per event, in request order */
                        results: {
                            /** @description The producer’s id of the event: the de-duplication key for 35 days */
                            eventId: string;
                            /** @description `usageEvents/{eventId}` when stored (ACCEPTED or DUPLICATE), else empty */
                            usageEvent: string;
                            /**
                             * @description State of the resource (its values are listed; transitions are in docs/)
                             * @enum {string}
                             */
                            status: "INGESTION_STATUS_UNSPECIFIED" | "ACCEPTED" | "DUPLICATE" | "REJECTED";
                            /** @description Why a REJECTED event was refused (a google.rpc code name); UNAVAILABLE means retry the same event */
                            errorCode: string;
                            /** @description Why the event was refused; empty otherwise */
                            errorMessage: string;
                        }[];
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description A google.rpc.Status error */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The error: a google.rpc.Status */
                        error: {
                            /** @description HTTP status code of the error */
                            code: number;
                            /** @description State of the resource (its values are listed; transitions are in docs/) */
                            status: string;
                            /** @description What went wrong, for a developer (names the field when one is at fault) */
                            message: string;
                            /** @description Typed details, such as a google.rpc.BadRequest with its fieldViolations */
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
}
