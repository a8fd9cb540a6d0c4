// Generated from openapi.json by scripts/generate.ts; do not edit.
export interface paths {
    "/v1/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the organization of the API key */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the organization */
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
        /** List the domains of the organization, its DEFAULT domain first */
        get: operations["listDomains"];
        put?: never;
        /** Register a custom hostname (PENDING_VERIFICATION until its TXT record is verified) */
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
        /** Register a custom hostname (PENDING_VERIFICATION until its TXT record is verified) */
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
        /** Get a domain */
        get: operations["getDomain"];
        put?: never;
        post?: never;
        /** Delete a custom domain (it stops routing and its hostname is free again) */
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
        /** Verify a domain by its DNS TXT record; FAILED_PRECONDITION while the record is not there */
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
        /** Verify a domain by its DNS TXT record; FAILED_PRECONDITION while the record is not there */
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
        /** List customers */
        get: operations["listCustomers"];
        put?: never;
        /** Create a customer */
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
        /** Get a customer */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a customer */
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
        /** Archive a customer: it stays listed but takes no new usage */
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
        /** List meters */
        get: operations["listMeters"];
        put?: never;
        /** Create a meter */
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
        /** Get a meter */
        get: operations["getMeter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a meter */
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
        /** List products */
        get: operations["listProducts"];
        put?: never;
        /** Create a product */
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
        /** Get a product */
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
        /** List rate cards */
        get: operations["listRateCards"];
        put?: never;
        /** Create a rate card, with any initial rates */
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
        /** Get a rate card with its rates */
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
        /** Add a rate to a rate card; overlapping periods for the same product and dimensions are refused */
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
        /** List usage events, newest first, filtered by eventType and [startTime, endTime) on eventTime */
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
        /** Get a usage event */
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
        /** Correct a usage event: a replacement event supersedes it (repeating a correction is safe) */
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
        /** Recompute everything derived from the events of a time range; answers at once */
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
        /** List a customer's contracts */
        get: operations["listContracts"];
        put?: never;
        /** Create a contract on a rate card in the customer's currency */
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
        /** Get a contract, with its terms as of now */
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
        /** Schedule an amendment of the contract's rate card, overrides or end */
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
        /** Get a contract amendment */
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
        /** List a contract's amendments */
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
        /** Cancel a scheduled contract amendment */
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
        /** End a contract at a time */
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
        /** List a customer's subscriptions */
        get: operations["listSubscriptions"];
        put?: never;
        /** Create a subscription to SUBSCRIPTION products under one of the customer's contracts */
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
        /** Get a subscription, with its items as of now */
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
        /** Cancel a subscription at a time */
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
        /** Schedule an amendment replacing the subscription's items */
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
        /** Get a subscription amendment */
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
        /** List a subscription's amendments */
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
        /** Cancel a scheduled subscription amendment */
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
        /** A customer's usage per meter and group values over [period.startTime, period.endTime) */
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
        /** The customer's charges over a period, one row per invoice line (computed, not stored) */
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
        /** The invoice of any period over the customer's contracts (computed, not stored) */
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
        /** List a customer's invoices, oldest first */
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
        /** Get an invoice with its lines */
        get: operations["getInvoice"];
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
        /** Finalize a DRAFT invoice whose period has ended, without waiting for the grace period */
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
        /** Void a FINALIZED invoice; a new DRAFT of the same period takes its place */
        post: operations["voidInvoice"];
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
        /** List a customer's credit grants, oldest first */
        get: operations["listCreditGrants"];
        put?: never;
        /** Grant credit to a customer, usable on the invoices of its effective period */
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
        /** Get a credit grant, with what is left of it */
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
        /** Void what is left of a credit grant */
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
        /** The customer's credit balance at a time, from finalized invoices */
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
        /** The customer's balance transactions, newest first */
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
        /** List a customer's commitments, oldest first */
        get: operations["listCommitments"];
        put?: never;
        /** Commit one of the customer's contracts to a minimum spend over a period, postpaid or prepaid */
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
        /** Get a commitment, with what is left of it */
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
        /** Void what is left of a commitment */
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
        /** List the organization's provider connections, oldest first */
        get: operations["listProviderConnections"];
        put?: never;
        /** Connect a merchant account at a payment provider; the credential is stored encrypted */
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
        /** Get a provider connection (never its credential) */
        get: operations["getProviderConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a provider connection */
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
        /** The ordered rules that choose provider connections for a payment */
        get: operations["getRoutingPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Replace the routing rules */
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
        /** List a customer's payment methods, oldest first */
        get: operations["listPaymentMethods"];
        put?: never;
        /** Save a customer's payment method from a provider's setup token */
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
        /** Get a payment method */
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
        /** List a customer's payments, oldest first */
        get: operations["listPayments"];
        put?: never;
        /** Collect a FINALIZED invoice; the first round of attempts runs before the answer */
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
        /** Get a payment */
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
        /** Try a payment again now (an UNKNOWN attempt is reconciled first) */
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
        /** A payment's attempts, first first */
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
        /** Get one attempt of a payment */
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
        /** Stop using a payment method for new attempts */
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
        /** Stop routing payments to a provider connection */
        post: operations["disableProviderConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organization's events, newest first (kept EVENT_RETENTION_DAYS) */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an event, with the resource as it was then */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhookEndpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organization's webhook endpoints, oldest first */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Create a webhook endpoint; its signing secret is in this answer only */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhookEndpoints/{webhookEndpoint}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint (never its secret) */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Delete an endpoint and its deliveries */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /** Change an endpoint's url, description, event types or status */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v1/webhookEndpoints/{webhookEndpoint}:rotateSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give the endpoint a new signing secret (in this answer only); the old one signs 24 hours more */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhookEndpoints/{webhookEndpoint}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an endpoint's deliveries with their attempts, oldest first */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhookEndpoints/{webhookEndpoint}:redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send events to the endpoint again, by name or by creation time */
        post: operations["redeliverWebhookEvents"];
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
         * @description Each event gets its own result; the HTTP status is 200 unless the request as a whole is refused. 503 and 429 carry Retry-After: send the same events again (same eventIds) after it.
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
         * @description Each event gets its own result; the HTTP status is 200 unless the request as a whole is refused. 503 and 429 carry Retry-After: send the same events again (same eventIds) after it.
         */
        post: operations["batchIngestUsageEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "invoice.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A DRAFT invoice was created for a billing period */
        post: operations["webhook_invoice_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.finalized": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An invoice was finalized: numbered, its lines frozen */
        post: operations["webhook_invoice_finalized"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An invoice became PAID (a payment succeeded, or it owed nothing) */
        post: operations["webhook_invoice_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.voided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A FINALIZED invoice was voided; a new DRAFT replaces it */
        post: operations["webhook_invoice_voided"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A DRAFT was removed: its contract no longer has that period */
        post: operations["webhook_invoice_deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "credit_grant.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A credit grant was created */
        post: operations["webhook_credit_grant_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "credit_grant.applied": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit was applied to a finalized invoice */
        post: operations["webhook_credit_grant_applied"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "credit_grant.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A credit grant ended with credit left */
        post: operations["webhook_credit_grant_expired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "credit_grant.voided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A credit grant was voided */
        post: operations["webhook_credit_grant_voided"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "commitment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A commitment was created */
        post: operations["webhook_commitment_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "commitment.applied": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A commitment was drawn down or trued up by a finalized invoice */
        post: operations["webhook_commitment_applied"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "commitment.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A commitment ended with an amount left */
        post: operations["webhook_commitment_expired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "commitment.voided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A commitment was voided */
        post: operations["webhook_commitment_voided"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment of an invoice was created */
        post: operations["webhook_payment_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment succeeded */
        post: operations["webhook_payment_succeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment failed for good (no retry left) */
        post: operations["webhook_payment_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.discrepancy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sweep found a charge at the provider that our records do not account for */
        post: operations["webhook_payment_discrepancy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.discrepancy_refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A charge found by the sweep was refunded */
        post: operations["webhook_payment_discrepancy_refunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A custom hostname was verified */
        post: operations["webhook_domain_verified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.record_missing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A verified hostname lost its DNS record (grace begins) */
        post: operations["webhook_domain_record_missing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.deactivated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A hostname missing its record past the grace was deactivated */
        post: operations["webhook_domain_deactivated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A custom hostname was deleted */
        post: operations["webhook_domain_deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook_endpoint.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An endpoint whose deliveries all failed was disabled */
        post: operations["webhook_webhook_endpoint_disabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
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
                        name: string;
                        displayName: string;
                        defaultCurrencyCode: string;
                        timeZone: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                updateMask?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName?: string;
                    defaultCurrencyCode?: string;
                    timeZone?: string;
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
                        name: string;
                        displayName: string;
                        defaultCurrencyCode: string;
                        timeZone: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        organizationDomains: {
                            name: string;
                            hostname: string;
                            status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                            type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                            verificationRecordName: string;
                            verificationRecordValue: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                            /** Format: date-time */
                            verifiedTime?: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                "application/json": {
                    hostname?: string;
                    organizationDomainId?: string;
                    organizationDomain?: {
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
                        name: string;
                        hostname: string;
                        status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                        type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                        verificationRecordName: string;
                        verificationRecordValue: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                organization: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hostname?: string;
                    organizationDomainId?: string;
                    organizationDomain?: {
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
                        name: string;
                        hostname: string;
                        status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                        type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                        verificationRecordName: string;
                        verificationRecordValue: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        name: string;
                        hostname: string;
                        status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                        type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                        verificationRecordName: string;
                        verificationRecordValue: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
            query?: never;
            header?: never;
            path: {
                /** @description The domain id (`default` for the DEFAULT domain) */
                domain: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                        name: string;
                        hostname: string;
                        status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                        type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                        verificationRecordName: string;
                        verificationRecordValue: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
            query?: never;
            header?: never;
            path: {
                organization: string;
                /** @description The domain id (`default` for the DEFAULT domain) */
                domain: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                        name: string;
                        hostname: string;
                        status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                        type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                        verificationRecordName: string;
                        verificationRecordValue: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        customers: {
                            name: string;
                            displayName: string;
                            email: string;
                            externalId: string;
                            currencyCode: string;
                            archived: boolean;
                            billingProfile: {
                                address?: {
                                    addressLines?: string[];
                                    administrativeArea?: string;
                                    languageCode?: string;
                                    locality?: string;
                                    organization?: string;
                                    postalCode?: string;
                                    recipients?: string[];
                                    regionCode?: string;
                                    revision?: number;
                                    sortingCode?: string;
                                    sublocality?: string;
                                };
                                billingEmail?: string;
                                countryCode?: string;
                                displayName?: string;
                                legalName?: string;
                            };
                            metadata: {
                                [key: string]: string;
                            };
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                "application/json": {
                    displayName?: string;
                    email?: string;
                    externalId?: string;
                    currencyCode?: string;
                    billingProfile?: {
                        address?: {
                            addressLines?: string[];
                            administrativeArea?: string;
                            languageCode?: string;
                            locality?: string;
                            organization?: string;
                            postalCode?: string;
                            recipients?: string[];
                            regionCode?: string;
                            revision?: number;
                            sortingCode?: string;
                            sublocality?: string;
                        };
                        billingEmail?: string;
                        countryCode?: string;
                        displayName?: string;
                        legalName?: string;
                    };
                    metadata?: {
                        [key: string]: string;
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
                        name: string;
                        displayName: string;
                        email: string;
                        externalId: string;
                        currencyCode: string;
                        archived: boolean;
                        billingProfile: {
                            address?: {
                                addressLines?: string[];
                                administrativeArea?: string;
                                languageCode?: string;
                                locality?: string;
                                organization?: string;
                                postalCode?: string;
                                recipients?: string[];
                                regionCode?: string;
                                revision?: number;
                                sortingCode?: string;
                                sublocality?: string;
                            };
                            billingEmail?: string;
                            countryCode?: string;
                            displayName?: string;
                            legalName?: string;
                        };
                        metadata: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        name: string;
                        displayName: string;
                        email: string;
                        externalId: string;
                        currencyCode: string;
                        archived: boolean;
                        billingProfile: {
                            address?: {
                                addressLines?: string[];
                                administrativeArea?: string;
                                languageCode?: string;
                                locality?: string;
                                organization?: string;
                                postalCode?: string;
                                recipients?: string[];
                                regionCode?: string;
                                revision?: number;
                                sortingCode?: string;
                                sublocality?: string;
                            };
                            billingEmail?: string;
                            countryCode?: string;
                            displayName?: string;
                            legalName?: string;
                        };
                        metadata: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                updateMask?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName?: string;
                    email?: string;
                    externalId?: string;
                    currencyCode?: string;
                    billingProfile?: {
                        address?: {
                            addressLines?: string[];
                            administrativeArea?: string;
                            languageCode?: string;
                            locality?: string;
                            organization?: string;
                            postalCode?: string;
                            recipients?: string[];
                            regionCode?: string;
                            revision?: number;
                            sortingCode?: string;
                            sublocality?: string;
                        };
                        billingEmail?: string;
                        countryCode?: string;
                        displayName?: string;
                        legalName?: string;
                    };
                    metadata?: {
                        [key: string]: string;
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
                        name: string;
                        displayName: string;
                        email: string;
                        externalId: string;
                        currencyCode: string;
                        archived: boolean;
                        billingProfile: {
                            address?: {
                                addressLines?: string[];
                                administrativeArea?: string;
                                languageCode?: string;
                                locality?: string;
                                organization?: string;
                                postalCode?: string;
                                recipients?: string[];
                                regionCode?: string;
                                revision?: number;
                                sortingCode?: string;
                                sublocality?: string;
                            };
                            billingEmail?: string;
                            countryCode?: string;
                            displayName?: string;
                            legalName?: string;
                        };
                        metadata: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
            query?: never;
            header?: never;
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                        name: string;
                        displayName: string;
                        email: string;
                        externalId: string;
                        currencyCode: string;
                        archived: boolean;
                        billingProfile: {
                            address?: {
                                addressLines?: string[];
                                administrativeArea?: string;
                                languageCode?: string;
                                locality?: string;
                                organization?: string;
                                postalCode?: string;
                                recipients?: string[];
                                regionCode?: string;
                                revision?: number;
                                sortingCode?: string;
                                sublocality?: string;
                            };
                            billingEmail?: string;
                            countryCode?: string;
                            displayName?: string;
                            legalName?: string;
                        };
                        metadata: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        meters: {
                            name: string;
                            displayName: string;
                            eventType: string;
                            valueProperty: string;
                            /** @enum {string} */
                            aggregation: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
                            groupKeys: string[];
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                "application/json": {
                    displayName?: string;
                    eventType?: string;
                    valueProperty?: string;
                    /** @enum {string} */
                    aggregation?: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
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
                        name: string;
                        displayName: string;
                        eventType: string;
                        valueProperty: string;
                        /** @enum {string} */
                        aggregation: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
                        groupKeys: string[];
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        name: string;
                        displayName: string;
                        eventType: string;
                        valueProperty: string;
                        /** @enum {string} */
                        aggregation: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
                        groupKeys: string[];
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                updateMask?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                meter: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName?: string;
                    eventType?: string;
                    valueProperty?: string;
                    /** @enum {string} */
                    aggregation?: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
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
                        name: string;
                        displayName: string;
                        eventType: string;
                        valueProperty: string;
                        /** @enum {string} */
                        aggregation: "AGGREGATION_TYPE_UNSPECIFIED" | "SUM" | "COUNT" | "MIN" | "MAX" | "AVERAGE" | "UNIQUE_COUNT" | "LATEST";
                        groupKeys: string[];
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        products: {
                            name: string;
                            displayName: string;
                            meter: string;
                            /** @enum {string} */
                            type: "PRODUCT_TYPE_UNSPECIFIED" | "USAGE" | "SUBSCRIPTION";
                            presentationGroupKeys: string[];
                            pricingGroupKeys: string[];
                            tags: string[];
                            /** Format: date-time */
                            createTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                "application/json": {
                    displayName?: string;
                    meter?: string;
                    /** @enum {string} */
                    type?: "PRODUCT_TYPE_UNSPECIFIED" | "USAGE" | "SUBSCRIPTION";
                    presentationGroupKeys?: string[];
                    pricingGroupKeys?: string[];
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
                        name: string;
                        displayName: string;
                        meter: string;
                        /** @enum {string} */
                        type: "PRODUCT_TYPE_UNSPECIFIED" | "USAGE" | "SUBSCRIPTION";
                        presentationGroupKeys: string[];
                        pricingGroupKeys: string[];
                        tags: string[];
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        name: string;
                        displayName: string;
                        meter: string;
                        /** @enum {string} */
                        type: "PRODUCT_TYPE_UNSPECIFIED" | "USAGE" | "SUBSCRIPTION";
                        presentationGroupKeys: string[];
                        pricingGroupKeys: string[];
                        tags: string[];
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        rateCards: {
                            name: string;
                            displayName: string;
                            currencyCode: string;
                            rates: {
                                id: string;
                                product: string;
                                dimensionValues: {
                                    [key: string]: string;
                                };
                                effectivePeriod: {
                                    /** Format: date-time */
                                    startTime: string;
                                    /** Format: date-time */
                                    endTime?: string;
                                };
                                flat?: {
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    amount: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                };
                                package?: {
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    packagePrice: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    packageSize: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                unit?: {
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    unitSize?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                tiered?: {
                                    tiers: {
                                        startQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        endQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                                        unitPrice?: {
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            currencyCode?: string;
                                        };
                                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                                        flatAmount?: {
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            currencyCode?: string;
                                        };
                                    }[];
                                };
                            }[];
                            /** Format: date-time */
                            createTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                "application/json": {
                    displayName?: string;
                    currencyCode?: string;
                    rates?: {
                        id?: string;
                        product?: string;
                        dimensionValues?: {
                            [key: string]: string;
                        };
                        effectivePeriod?: {
                            /** Format: date-time */
                            startTime?: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        flat?: {
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                        };
                        package?: {
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            packagePrice: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            packageSize: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        unit?: {
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            unitPrice: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            unitSize?: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        tiered?: {
                            tiers: {
                                startQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                endQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice?: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                flatAmount?: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
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
                        name: string;
                        displayName: string;
                        currencyCode: string;
                        rates: {
                            id: string;
                            product: string;
                            dimensionValues: {
                                [key: string]: string;
                            };
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            flat?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                amount: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            };
                            package?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                packagePrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            unit?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            tiered?: {
                                tiers: {
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    flatAmount?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        name: string;
                        displayName: string;
                        currencyCode: string;
                        rates: {
                            id: string;
                            product: string;
                            dimensionValues: {
                                [key: string]: string;
                            };
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            flat?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                amount: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            };
                            package?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                packagePrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            unit?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            tiered?: {
                                tiers: {
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    flatAmount?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                rateCard: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: string;
                    product?: string;
                    dimensionValues?: {
                        [key: string]: string;
                    };
                    effectivePeriod?: {
                        /** Format: date-time */
                        startTime?: string;
                        /** Format: date-time */
                        endTime?: string;
                    };
                    flat?: {
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                    };
                    package?: {
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        packagePrice: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        packageSize: {
                            /** @description A decimal string such as "12.5" */
                            value: string;
                        };
                    };
                    unit?: {
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        unitPrice: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        unitSize?: {
                            /** @description A decimal string such as "12.5" */
                            value: string;
                        };
                    };
                    tiered?: {
                        tiers: {
                            startQuantity?: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            endQuantity?: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            unitPrice?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            flatAmount?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
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
                        id: string;
                        product: string;
                        dimensionValues: {
                            [key: string]: string;
                        };
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        flat?: {
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                        };
                        package?: {
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            packagePrice: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            packageSize: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        unit?: {
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            unitPrice: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            unitSize?: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        tiered?: {
                            tiers: {
                                startQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                endQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice?: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                flatAmount?: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
                eventType?: string;
                startTime?: string;
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
                        events: {
                            /** @description `usageEvents/{eventId}` */
                            name: string;
                            /** @description `customers/{customer}` */
                            customer: string;
                            eventId: string;
                            eventType: string;
                            /** Format: date-time */
                            eventTime: string;
                            /** Format: date-time */
                            ingestTime: string;
                            /** @description A JSON object (at most 64 KiB); numbers are kept exactly as sent */
                            properties: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            status: "INGESTION_STATUS_UNSPECIFIED" | "ACCEPTED" | "DUPLICATE" | "REJECTED" | "SUPERSEDED";
                            /** @description The name of the event this one corrected, or empty */
                            correctionOf: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        eventId: string;
                        eventType: string;
                        /** Format: date-time */
                        eventTime: string;
                        /** Format: date-time */
                        ingestTime: string;
                        /** @description A JSON object (at most 64 KiB); numbers are kept exactly as sent */
                        properties: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
            query?: never;
            header?: never;
            path: {
                /** @description The eventId */
                event: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                    replacement: {
                        /** @description `customers/{customer}` */
                        customer: string;
                        eventId: string;
                        eventType: string;
                        /** Format: date-time */
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
                        eventId: string;
                        eventType: string;
                        /** Format: date-time */
                        eventTime: string;
                        /** Format: date-time */
                        ingestTime: string;
                        /** @description A JSON object (at most 64 KiB); numbers are kept exactly as sent */
                        properties: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                "application/json": {
                    /** @description `organizations/{organization}`, the request’s own */
                    parent?: string;
                    /** Format: date-time */
                    startTime: string;
                    /** Format: date-time */
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
                        replayId: string;
                        /** @description ACCEPTED events in the range, as a decimal string */
                        matchedEventCount: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
            };
            header?: never;
            path: {
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
                        contracts: {
                            name: string;
                            rateCard: string;
                            billingAnchorDay: string;
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            rateOverrides: {
                                baseRateId: string;
                                product: string;
                                dimensionValues: {
                                    [key: string]: string;
                                };
                                effectivePeriod?: {
                                    /** Format: date-time */
                                    startTime: string;
                                    /** Format: date-time */
                                    endTime?: string;
                                };
                                flat?: {
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    amount: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                };
                                package?: {
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    packagePrice: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    packageSize: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                unit?: {
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    unitSize?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                tiered?: {
                                    tiers: {
                                        startQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        endQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                                        unitPrice?: {
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            currencyCode?: string;
                                        };
                                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                                        flatAmount?: {
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            currencyCode?: string;
                                        };
                                    }[];
                                };
                            }[];
                            /** @enum {string} */
                            status: "CONTRACT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "ENDED";
                            /** Format: date-time */
                            createTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                contractId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rateCard?: string;
                    billingAnchorDay?: string;
                    effectivePeriod?: {
                        /** Format: date-time */
                        startTime?: string;
                        /** Format: date-time */
                        endTime?: string;
                    };
                    rateOverrides?: {
                        baseRateId?: string;
                        product?: string;
                        dimensionValues?: {
                            [key: string]: string;
                        };
                        effectivePeriod?: {
                            /** Format: date-time */
                            startTime?: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        flat?: {
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                        };
                        package?: {
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            packagePrice: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            packageSize: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        unit?: {
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            unitPrice: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            unitSize?: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                        };
                        tiered?: {
                            tiers: {
                                startQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                endQuantity?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice?: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                flatAmount?: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
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
                        name: string;
                        rateCard: string;
                        billingAnchorDay: string;
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        rateOverrides: {
                            baseRateId: string;
                            product: string;
                            dimensionValues: {
                                [key: string]: string;
                            };
                            effectivePeriod?: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            flat?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                amount: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            };
                            package?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                packagePrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            unit?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            tiered?: {
                                tiers: {
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    flatAmount?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /** @enum {string} */
                        status: "CONTRACT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "ENDED";
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
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
                        name: string;
                        rateCard: string;
                        billingAnchorDay: string;
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        rateOverrides: {
                            baseRateId: string;
                            product: string;
                            dimensionValues: {
                                [key: string]: string;
                            };
                            effectivePeriod?: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            flat?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                amount: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            };
                            package?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                packagePrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            unit?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            tiered?: {
                                tiers: {
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    flatAmount?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /** @enum {string} */
                        status: "CONTRACT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "ENDED";
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
            query?: never;
            header?: never;
            path: {
                customer: string;
                contract: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amendment?: {
                        /** Format: date-time */
                        effectiveTime?: string;
                        reason?: string;
                        rateCard?: string;
                        rateOverrides?: {
                            baseRateId?: string;
                            product?: string;
                            dimensionValues?: {
                                [key: string]: string;
                            };
                            effectivePeriod?: {
                                /** Format: date-time */
                                startTime?: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            flat?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                amount: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            };
                            package?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                packagePrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            unit?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            tiered?: {
                                tiers: {
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    flatAmount?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /** Format: date-time */
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
                        name: string;
                        rateCard: string;
                        reason: string;
                        /** Format: date-time */
                        effectiveTime: string;
                        /** Format: date-time */
                        contractEndTime?: string;
                        rateOverrides: {
                            baseRateId: string;
                            product: string;
                            dimensionValues: {
                                [key: string]: string;
                            };
                            effectivePeriod?: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            flat?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                amount: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            };
                            package?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                packagePrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            unit?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            tiered?: {
                                tiers: {
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    flatAmount?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /** @enum {string} */
                        status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
                contract: string;
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
                        name: string;
                        rateCard: string;
                        reason: string;
                        /** Format: date-time */
                        effectiveTime: string;
                        /** Format: date-time */
                        contractEndTime?: string;
                        rateOverrides: {
                            baseRateId: string;
                            product: string;
                            dimensionValues: {
                                [key: string]: string;
                            };
                            effectivePeriod?: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            flat?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                amount: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            };
                            package?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                packagePrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            unit?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            tiered?: {
                                tiers: {
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    flatAmount?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /** @enum {string} */
                        status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
            };
            header?: never;
            path: {
                customer: string;
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
                        amendments: {
                            name: string;
                            rateCard: string;
                            reason: string;
                            /** Format: date-time */
                            effectiveTime: string;
                            /** Format: date-time */
                            contractEndTime?: string;
                            rateOverrides: {
                                baseRateId: string;
                                product: string;
                                dimensionValues: {
                                    [key: string]: string;
                                };
                                effectivePeriod?: {
                                    /** Format: date-time */
                                    startTime: string;
                                    /** Format: date-time */
                                    endTime?: string;
                                };
                                flat?: {
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    amount: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                };
                                package?: {
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    packagePrice: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    packageSize: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                unit?: {
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    unitSize?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                };
                                tiered?: {
                                    tiers: {
                                        startQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        endQuantity?: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                                        unitPrice?: {
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            currencyCode?: string;
                                        };
                                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                                        flatAmount?: {
                                            amount: {
                                                /** @description A decimal string such as "12.5" */
                                                value: string;
                                            };
                                            currencyCode?: string;
                                        };
                                    }[];
                                };
                            }[];
                            /** @enum {string} */
                            status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                            /** Format: date-time */
                            createTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
            query?: never;
            header?: never;
            path: {
                customer: string;
                contract: string;
                amendment: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        name: string;
                        rateCard: string;
                        reason: string;
                        /** Format: date-time */
                        effectiveTime: string;
                        /** Format: date-time */
                        contractEndTime?: string;
                        rateOverrides: {
                            baseRateId: string;
                            product: string;
                            dimensionValues: {
                                [key: string]: string;
                            };
                            effectivePeriod?: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            flat?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                amount: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            };
                            package?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                packagePrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            unit?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            tiered?: {
                                tiers: {
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    flatAmount?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /** @enum {string} */
                        status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
            query?: never;
            header?: never;
            path: {
                customer: string;
                contract: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
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
                        name: string;
                        rateCard: string;
                        billingAnchorDay: string;
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        rateOverrides: {
                            baseRateId: string;
                            product: string;
                            dimensionValues: {
                                [key: string]: string;
                            };
                            effectivePeriod?: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            flat?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                amount: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            };
                            package?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                packagePrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                packageSize: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            unit?: {
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                unitSize?: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                            };
                            tiered?: {
                                tiers: {
                                    startQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    endQuantity?: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    unitPrice?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                    /** @description An amount in a currency; `amount.value` is a decimal string. */
                                    flatAmount?: {
                                        amount: {
                                            /** @description A decimal string such as "12.5" */
                                            value: string;
                                        };
                                        currencyCode?: string;
                                    };
                                }[];
                            };
                        }[];
                        /** @enum {string} */
                        status: "CONTRACT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "ENDED";
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
            };
            header?: never;
            path: {
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
                        subscriptions: {
                            name: string;
                            contract: string;
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            items: {
                                product: string;
                                quantity: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                dimensions: {
                                    [key: string]: string;
                                };
                            }[];
                            /** @enum {string} */
                            status: "SUBSCRIPTION_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "CANCELED";
                            /** Format: date-time */
                            createTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                subscriptionId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contract?: string;
                    effectivePeriod?: {
                        /** Format: date-time */
                        startTime?: string;
                        /** Format: date-time */
                        endTime?: string;
                    };
                    items?: {
                        product?: string;
                        quantity?: {
                            value?: string;
                        };
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
                        name: string;
                        contract: string;
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        items: {
                            product: string;
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /** @enum {string} */
                        status: "SUBSCRIPTION_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "CANCELED";
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
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
                        name: string;
                        contract: string;
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        items: {
                            product: string;
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /** @enum {string} */
                        status: "SUBSCRIPTION_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "CANCELED";
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
            query?: never;
            header?: never;
            path: {
                customer: string;
                subscription: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
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
                        name: string;
                        contract: string;
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        items: {
                            product: string;
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /** @enum {string} */
                        status: "SUBSCRIPTION_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "CANCELED";
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
            query?: never;
            header?: never;
            path: {
                customer: string;
                subscription: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amendment?: {
                        /** Format: date-time */
                        effectiveTime?: string;
                        items?: {
                            product?: string;
                            quantity?: {
                                value?: string;
                            };
                            dimensions?: {
                                [key: string]: string;
                            };
                        }[];
                        /** @enum {string} */
                        prorationBehavior?: "PRORATION_BEHAVIOR_UNSPECIFIED" | "CREATE_PRORATIONS" | "NONE";
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
                        name: string;
                        reason: string;
                        /** Format: date-time */
                        effectiveTime: string;
                        /** Format: date-time */
                        createTime: string;
                        items: {
                            product: string;
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /** @enum {string} */
                        prorationBehavior: "PRORATION_BEHAVIOR_UNSPECIFIED" | "CREATE_PRORATIONS" | "NONE";
                        /** @enum {string} */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
                subscription: string;
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
                        name: string;
                        reason: string;
                        /** Format: date-time */
                        effectiveTime: string;
                        /** Format: date-time */
                        createTime: string;
                        items: {
                            product: string;
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /** @enum {string} */
                        prorationBehavior: "PRORATION_BEHAVIOR_UNSPECIFIED" | "CREATE_PRORATIONS" | "NONE";
                        /** @enum {string} */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
            };
            header?: never;
            path: {
                customer: string;
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
                        amendments: {
                            name: string;
                            reason: string;
                            /** Format: date-time */
                            effectiveTime: string;
                            /** Format: date-time */
                            createTime: string;
                            items: {
                                product: string;
                                quantity: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                dimensions: {
                                    [key: string]: string;
                                };
                            }[];
                            /** @enum {string} */
                            prorationBehavior: "PRORATION_BEHAVIOR_UNSPECIFIED" | "CREATE_PRORATIONS" | "NONE";
                            /** @enum {string} */
                            status: "AMENDMENT_STATUS_UNSPECIFIED" | "SCHEDULED" | "APPLIED" | "CANCELED";
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
            query?: never;
            header?: never;
            path: {
                customer: string;
                subscription: string;
                subscriptionAmendment: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        name: string;
                        reason: string;
                        /** Format: date-time */
                        effectiveTime: string;
                        /** Format: date-time */
                        createTime: string;
                        items: {
                            product: string;
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            dimensions: {
                                [key: string]: string;
                            };
                        }[];
                        /** @enum {string} */
                        prorationBehavior: "PRORATION_BEHAVIOR_UNSPECIFIED" | "CREATE_PRORATIONS" | "NONE";
                        /** @enum {string} */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                "period.startTime": string;
                "period.endTime": string;
                /** @description Meter names (`meters/{meter}`), at most 50; absent: every meter (an organization with more meters than that must name them) */
                meters?: string[];
            };
            header?: never;
            path: {
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
                        usage: {
                            /** @description `meters/{meter}` */
                            meter: string;
                            dimensions: {
                                [key: string]: string;
                            };
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    period?: {
                        /** Format: date-time */
                        startTime?: string;
                        /** Format: date-time */
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
                        /** Format: date-time */
                        asOfTime: string;
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        total: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        charges: {
                            /** @description `products/{product}` */
                            product: string;
                            rateId: string;
                            dimensions: {
                                [key: string]: string;
                            };
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            subtotal: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            credit: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            net: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    periodStartTime?: string;
                    /** Format: date-time */
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
                        /** Format: date-time */
                        periodStartTime: string;
                        /** Format: date-time */
                        periodEndTime: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime?: string;
                        /** Format: date-time */
                        finalizeTime?: string;
                        /**
                         * Format: date-time
                         * @description When the invoice became PAID; absent before
                         */
                        paidTime?: string;
                        /** Format: date-time */
                        voidTime?: string;
                        /** @description The reason given to `:void`; absent unless VOID, "" when none was given */
                        voidReason?: string;
                        /** @enum {string} */
                        status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        subtotal: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        tax: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        credit: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        total: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        lines: {
                            id: string;
                            description: string;
                            product: string;
                            rateId: string;
                            dimensions: {
                                [key: string]: string;
                            };
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            unitPrice: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            subtotal: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            credit: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            total: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
                /** @description AIP-160 filter on status, contract, periodStartTime, periodEndTime, createTime */
                filter?: string;
            };
            header?: never;
            path: {
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
                        invoices: {
                            /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                            name: string;
                            /** @description The contract when exactly one applies, else "" */
                            contract: string;
                            /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                            number?: string;
                            /** Format: date-time */
                            periodStartTime: string;
                            /** Format: date-time */
                            periodEndTime: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime?: string;
                            /** Format: date-time */
                            finalizeTime?: string;
                            /**
                             * Format: date-time
                             * @description When the invoice became PAID; absent before
                             */
                            paidTime?: string;
                            /** Format: date-time */
                            voidTime?: string;
                            /** @description The reason given to `:void`; absent unless VOID, "" when none was given */
                            voidReason?: string;
                            /** @enum {string} */
                            status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            subtotal: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            tax: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            credit: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            total: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            lines: {
                                id: string;
                                description: string;
                                product: string;
                                rateId: string;
                                dimensions: {
                                    [key: string]: string;
                                };
                                quantity: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                subtotal: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                credit: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                total: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            }[];
                            /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                            failureReason?: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
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
                        /** Format: date-time */
                        periodStartTime: string;
                        /** Format: date-time */
                        periodEndTime: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime?: string;
                        /** Format: date-time */
                        finalizeTime?: string;
                        /**
                         * Format: date-time
                         * @description When the invoice became PAID; absent before
                         */
                        paidTime?: string;
                        /** Format: date-time */
                        voidTime?: string;
                        /** @description The reason given to `:void`; absent unless VOID, "" when none was given */
                        voidReason?: string;
                        /** @enum {string} */
                        status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        subtotal: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        tax: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        credit: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        total: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        lines: {
                            id: string;
                            description: string;
                            product: string;
                            rateId: string;
                            dimensions: {
                                [key: string]: string;
                            };
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            unitPrice: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            subtotal: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            credit: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            total: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
                invoice: string;
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
                        /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                        name: string;
                        /** @description The contract when exactly one applies, else "" */
                        contract: string;
                        /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                        number?: string;
                        /** Format: date-time */
                        periodStartTime: string;
                        /** Format: date-time */
                        periodEndTime: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime?: string;
                        /** Format: date-time */
                        finalizeTime?: string;
                        /**
                         * Format: date-time
                         * @description When the invoice became PAID; absent before
                         */
                        paidTime?: string;
                        /** Format: date-time */
                        voidTime?: string;
                        /** @description The reason given to `:void`; absent unless VOID, "" when none was given */
                        voidReason?: string;
                        /** @enum {string} */
                        status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        subtotal: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        tax: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        credit: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        total: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        lines: {
                            id: string;
                            description: string;
                            product: string;
                            rateId: string;
                            dimensions: {
                                [key: string]: string;
                            };
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            unitPrice: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            subtotal: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            credit: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            total: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
                invoice: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        /** Format: date-time */
                        periodStartTime: string;
                        /** Format: date-time */
                        periodEndTime: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime?: string;
                        /** Format: date-time */
                        finalizeTime?: string;
                        /**
                         * Format: date-time
                         * @description When the invoice became PAID; absent before
                         */
                        paidTime?: string;
                        /** Format: date-time */
                        voidTime?: string;
                        /** @description The reason given to `:void`; absent unless VOID, "" when none was given */
                        voidReason?: string;
                        /** @enum {string} */
                        status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        subtotal: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        tax: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        credit: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        total: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        lines: {
                            id: string;
                            description: string;
                            product: string;
                            rateId: string;
                            dimensions: {
                                [key: string]: string;
                            };
                            quantity: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            unitPrice: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            subtotal: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            credit: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            total: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
            };
            header?: never;
            path: {
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
                        credits: {
                            /** @description `customers/{customer}/credits/{credit}` */
                            name: string;
                            reason: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            remaining?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            applicableProducts: string[];
                            applicableTags: string[];
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            priority: number;
                            /** @enum {string} */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            voidTime?: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                creditId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                    amount?: {
                        amount?: {
                            value?: string;
                        };
                        currencyCode?: string;
                    };
                    applicableProducts?: string[];
                    applicableTags?: string[];
                    effectivePeriod?: {
                        /** Format: date-time */
                        startTime?: string;
                        /** Format: date-time */
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
                        reason: string;
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        remaining?: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        applicableProducts: string[];
                        applicableTags: string[];
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        priority: number;
                        /** @enum {string} */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
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
                        reason: string;
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        remaining?: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        applicableProducts: string[];
                        applicableTags: string[];
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        priority: number;
                        /** @enum {string} */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
                credit: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        reason: string;
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        remaining?: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        applicableProducts: string[];
                        applicableTags: string[];
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        priority: number;
                        /** @enum {string} */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                asOfTime?: string;
            };
            header?: never;
            path: {
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
                        customer: string;
                        /** Format: date-time */
                        asOfTime: string;
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        creditRemaining: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        commitmentRemaining: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
            };
            header?: never;
            path: {
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
                        transactions: {
                            /** @description `customers/{customer}/balanceTransactions/{transaction}` */
                            name: string;
                            description: string;
                            /** @description The grant or commitment, or the invoice an application, true-up or reversal belongs to */
                            source: string;
                            /** @description The grant whose balance the transaction moves */
                            credit?: string;
                            /** @description The commitment whose balance the transaction moves */
                            commitment?: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @enum {string} */
                            type: "BALANCE_TRANSACTION_TYPE_UNSPECIFIED" | "CREDIT_GRANTED" | "CREDIT_APPLIED" | "CREDIT_REVERSED" | "CREDIT_EXPIRED" | "CREDIT_VOIDED" | "COMMITMENT_CREATED" | "COMMITMENT_APPLIED" | "COMMITMENT_TRUE_UP" | "COMMITMENT_EXPIRED" | "COMMITMENT_VOIDED";
                            /** Format: date-time */
                            createTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
            };
            header?: never;
            path: {
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
                        commitments: {
                            /** @description `customers/{customer}/commitments/{commitment}` */
                            name: string;
                            /** @description `customers/{customer}/contracts/{contract}` */
                            contract: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            committedAmount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            costBasis: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            remaining?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            applicableProducts: string[];
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            /** @enum {string} */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            voidTime?: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                commitmentId?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contract?: string;
                    committedAmount?: {
                        amount?: {
                            value?: string;
                        };
                        currencyCode?: string;
                    };
                    costBasis?: {
                        amount?: {
                            value?: string;
                        };
                        currencyCode?: string;
                    };
                    applicableProducts?: string[];
                    effectivePeriod?: {
                        /** Format: date-time */
                        startTime?: string;
                        /** Format: date-time */
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
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        committedAmount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        costBasis: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        remaining?: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        applicableProducts: string[];
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        /** @enum {string} */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
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
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        committedAmount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        costBasis: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        remaining?: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        applicableProducts: string[];
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        /** @enum {string} */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
                commitment: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        committedAmount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        costBasis: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        remaining?: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        applicableProducts: string[];
                        effectivePeriod: {
                            /** Format: date-time */
                            startTime: string;
                            /** Format: date-time */
                            endTime?: string;
                        };
                        /** @enum {string} */
                        status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        providerConnections: {
                            /** @description `providerConnections/{providerConnection}` */
                            name: string;
                            displayName: string;
                            /** @description `sandbox` or `stripe` */
                            providerType: string;
                            /** @enum {string} */
                            status: "PROVIDER_CONNECTION_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                            /** @enum {string} */
                            healthStatus: "PROVIDER_HEALTH_STATUS_UNSPECIFIED" | "HEALTHY" | "DEGRADED" | "UNHEALTHY";
                            capabilities: {
                                /** @description Empty: every country */
                                countryCodes: string[];
                                /** @description Empty: every currency */
                                currencyCodes: string[];
                                paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                                supportsOffSession: boolean;
                                supportsRecurring: boolean;
                            };
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                "application/json": {
                    /** @description `organizations/{organization}`; the caller’s when absent */
                    parent?: string;
                    providerConnectionId?: string;
                    providerConnection?: {
                        displayName?: string;
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
                        displayName: string;
                        /** @description `sandbox` or `stripe` */
                        providerType: string;
                        /** @enum {string} */
                        status: "PROVIDER_CONNECTION_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        /** @enum {string} */
                        healthStatus: "PROVIDER_HEALTH_STATUS_UNSPECIFIED" | "HEALTHY" | "DEGRADED" | "UNHEALTHY";
                        capabilities: {
                            /** @description Empty: every country */
                            countryCodes: string[];
                            /** @description Empty: every currency */
                            currencyCodes: string[];
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            supportsOffSession: boolean;
                            supportsRecurring: boolean;
                        };
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        displayName: string;
                        /** @description `sandbox` or `stripe` */
                        providerType: string;
                        /** @enum {string} */
                        status: "PROVIDER_CONNECTION_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        /** @enum {string} */
                        healthStatus: "PROVIDER_HEALTH_STATUS_UNSPECIFIED" | "HEALTHY" | "DEGRADED" | "UNHEALTHY";
                        capabilities: {
                            /** @description Empty: every country */
                            countryCodes: string[];
                            /** @description Empty: every currency */
                            currencyCodes: string[];
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            supportsOffSession: boolean;
                            supportsRecurring: boolean;
                        };
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                updateMask?: string;
            };
            header?: never;
            path: {
                providerConnection: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName?: string;
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
                        displayName: string;
                        /** @description `sandbox` or `stripe` */
                        providerType: string;
                        /** @enum {string} */
                        status: "PROVIDER_CONNECTION_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        /** @enum {string} */
                        healthStatus: "PROVIDER_HEALTH_STATUS_UNSPECIFIED" | "HEALTHY" | "DEGRADED" | "UNHEALTHY";
                        capabilities: {
                            /** @description Empty: every country */
                            countryCodes: string[];
                            /** @description Empty: every currency */
                            currencyCodes: string[];
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            supportsOffSession: boolean;
                            supportsRecurring: boolean;
                        };
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        rules: {
                            /** @description `providerConnections/{providerConnection}` */
                            providerConnection: string;
                            countryCodes: string[];
                            currencyCodes: string[];
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            requireOffSession: boolean;
                            requireRecurring: boolean;
                        }[];
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                updateMask?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rules?: {
                        providerConnection?: string;
                        countryCodes?: string[];
                        currencyCodes?: string[];
                        paymentMethodTypes?: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                        requireOffSession?: boolean;
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
                        rules: {
                            /** @description `providerConnections/{providerConnection}` */
                            providerConnection: string;
                            countryCodes: string[];
                            currencyCodes: string[];
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            requireOffSession: boolean;
                            requireRecurring: boolean;
                        }[];
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
            };
            header?: never;
            path: {
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
                        paymentMethods: {
                            /** @description `customers/{customer}/paymentMethods/{paymentMethod}` */
                            name: string;
                            displayName: string;
                            countryCode: string;
                            providerConnection: string;
                            /** @description The method's id at the provider */
                            providerReference: string;
                            /** @enum {string} */
                            type: "PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER";
                            /** @enum {string} */
                            status: "PAYMENT_METHOD_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                            offSessionEnabled: boolean;
                            recurringEnabled: boolean;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentMethodId?: string;
                    /** @description From the provider (sandbox: `tok_success`, ...) */
                    setupToken?: string;
                    paymentMethod?: {
                        providerConnection?: string;
                        /** @enum {string} */
                        type?: "PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER";
                        displayName?: string;
                        countryCode?: string;
                        offSessionEnabled?: boolean;
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
                        displayName: string;
                        countryCode: string;
                        providerConnection: string;
                        /** @description The method's id at the provider */
                        providerReference: string;
                        /** @enum {string} */
                        type: "PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER";
                        /** @enum {string} */
                        status: "PAYMENT_METHOD_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        offSessionEnabled: boolean;
                        recurringEnabled: boolean;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
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
                        displayName: string;
                        countryCode: string;
                        providerConnection: string;
                        /** @description The method's id at the provider */
                        providerReference: string;
                        /** @enum {string} */
                        type: "PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER";
                        /** @enum {string} */
                        status: "PAYMENT_METHOD_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        offSessionEnabled: boolean;
                        recurringEnabled: boolean;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
            };
            header?: never;
            path: {
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
                        payments: {
                            /** @description `customers/{customer}/payments/{payment}` */
                            name: string;
                            invoice: string;
                            /** @description The method of the latest attempt ("" before the first) */
                            paymentMethod: string;
                            /** @description The connection of the latest attempt */
                            providerConnection: string;
                            /** @description The latest attempt's */
                            idempotencyKey: string;
                            failureMessage: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            offSession: boolean;
                            recurring: boolean;
                            /** @enum {string} */
                            status: "PAYMENT_STATUS_UNSPECIFIED" | "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED";
                            /** @enum {string} */
                            failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                            /** Format: date-time */
                            nextRetryTime?: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                            /** Format: date-time */
                            succeedTime?: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                paymentId?: string;
                /** @description Comma-separated payment method names, tried in order */
                candidatePaymentMethods?: string;
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description `customers/{customer}/invoices/{invoice}` */
                    invoice?: string;
                    offSession?: boolean;
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
                        invoice: string;
                        /** @description The method of the latest attempt ("" before the first) */
                        paymentMethod: string;
                        /** @description The connection of the latest attempt */
                        providerConnection: string;
                        /** @description The latest attempt's */
                        idempotencyKey: string;
                        failureMessage: string;
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        offSession: boolean;
                        recurring: boolean;
                        /** @enum {string} */
                        status: "PAYMENT_STATUS_UNSPECIFIED" | "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED";
                        /** @enum {string} */
                        failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                        /** Format: date-time */
                        nextRetryTime?: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
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
                        invoice: string;
                        /** @description The method of the latest attempt ("" before the first) */
                        paymentMethod: string;
                        /** @description The connection of the latest attempt */
                        providerConnection: string;
                        /** @description The latest attempt's */
                        idempotencyKey: string;
                        failureMessage: string;
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        offSession: boolean;
                        recurring: boolean;
                        /** @enum {string} */
                        status: "PAYMENT_STATUS_UNSPECIFIED" | "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED";
                        /** @enum {string} */
                        failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                        /** Format: date-time */
                        nextRetryTime?: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
                payment: string;
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
                        /** @description `customers/{customer}/payments/{payment}` */
                        name: string;
                        invoice: string;
                        /** @description The method of the latest attempt ("" before the first) */
                        paymentMethod: string;
                        /** @description The connection of the latest attempt */
                        providerConnection: string;
                        /** @description The latest attempt's */
                        idempotencyKey: string;
                        failureMessage: string;
                        /** @description An amount in a currency; `amount.value` is a decimal string. */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                        offSession: boolean;
                        recurring: boolean;
                        /** @enum {string} */
                        status: "PAYMENT_STATUS_UNSPECIFIED" | "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED";
                        /** @enum {string} */
                        failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                        /** Format: date-time */
                        nextRetryTime?: string;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
                        updateTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                pageToken?: string;
            };
            header?: never;
            path: {
                customer: string;
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
                        paymentAttempts: {
                            /** @description `customers/{customer}/payments/{payment}/attempts/{attempt}` */
                            name: string;
                            paymentMethod: string;
                            providerConnection: string;
                            idempotencyKey: string;
                            providerTransactionReference: string;
                            failureMessage: string;
                            /** @enum {string} */
                            outcome: "PAYMENT_ATTEMPT_OUTCOME_UNSPECIFIED" | "SUCCEEDED" | "FAILED" | "UNKNOWN";
                            /** @enum {string} */
                            failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
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
                        paymentMethod: string;
                        providerConnection: string;
                        idempotencyKey: string;
                        providerTransactionReference: string;
                        failureMessage: string;
                        /** @enum {string} */
                        outcome: "PAYMENT_ATTEMPT_OUTCOME_UNSPECIFIED" | "SUCCEEDED" | "FAILED" | "UNKNOWN";
                        /** @enum {string} */
                        failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                customer: string;
                paymentMethod: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        displayName: string;
                        countryCode: string;
                        providerConnection: string;
                        /** @description The method's id at the provider */
                        providerReference: string;
                        /** @enum {string} */
                        type: "PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER";
                        /** @enum {string} */
                        status: "PAYMENT_METHOD_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        offSessionEnabled: boolean;
                        recurringEnabled: boolean;
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                providerConnection: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        displayName: string;
                        /** @description `sandbox` or `stripe` */
                        providerType: string;
                        /** @enum {string} */
                        status: "PROVIDER_CONNECTION_STATUS_UNSPECIFIED" | "ACTIVE" | "DISABLED";
                        /** @enum {string} */
                        healthStatus: "PROVIDER_HEALTH_STATUS_UNSPECIFIED" | "HEALTHY" | "DEGRADED" | "UNHEALTHY";
                        capabilities: {
                            /** @description Empty: every country */
                            countryCodes: string[];
                            /** @description Empty: every currency */
                            currencyCodes: string[];
                            paymentMethodTypes: ("PAYMENT_METHOD_TYPE_UNSPECIFIED" | "CARD" | "SEPA_DEBIT" | "ACH_DEBIT" | "BANK_TRANSFER")[];
                            supportsOffSession: boolean;
                            supportsRecurring: boolean;
                        };
                        /** Format: date-time */
                        createTime: string;
                        /** Format: date-time */
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                pageToken?: string;
                /** @description AIP-160 on `type` and `createTime` */
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
                        events: {
                            /** @description `events/{id}`; the id is the `webhook-id` of its deliveries */
                            name: string;
                            /** @description What happened, such as `invoice.finalized` */
                            type: string;
                            /** @description Increases with each event written (across organizations): sort by it, delivery order is not */
                            sequence: string;
                            /**
                             * Format: date-time
                             * @description When the change it announces committed
                             */
                            createTime: string;
                            /** @description The resource as the API returned it then (`object`) and what the change moved */
                            data: {
                                object?: {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event id */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A change the service announced */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `events/{id}`; the id is the `webhook-id` of its deliveries */
                        name: string;
                        /** @description What happened, such as `invoice.finalized` */
                        type: string;
                        /** @description Increases with each event written (across organizations): sort by it, delivery order is not */
                        sequence: string;
                        /**
                         * Format: date-time
                         * @description When the change it announces committed
                         */
                        createTime: string;
                        /** @description The resource as the API returned it then (`object`) and what the change moved */
                        data: {
                            object?: {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
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
                        webhookEndpoints: {
                            /** @description `webhookEndpoints/{id}` */
                            name: string;
                            /** @description Where events are POSTed; https unless private networks are allowed */
                            url: string;
                            /** @description The operator's note about the endpoint */
                            description: string;
                            /** @description The event types sent to it; empty: all of them */
                            enabledEventTypes: string[];
                            /** @enum {string} */
                            status: "WEBHOOK_ENDPOINT_STATUS_UNSPECIFIED" | "ENABLED" | "DISABLED";
                            /** @description Why it is DISABLED ("" while ENABLED or disabled by PATCH) */
                            disabledReason: string;
                            /**
                             * Format: date-time
                             * @description When the endpoint was created
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description When the endpoint last changed
                             */
                            updateTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: {
                /** @description The id to give it; generated when absent */
                webhookEndpointId?: string;
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
                    /** @description Where events are POSTed */
                    url: string;
                    /** @description The operator's note about the endpoint */
                    description?: string;
                    /** @description The event types to send; empty or absent: all */
                    enabledEventTypes?: string[];
                };
            };
        };
        responses: {
            /** @description An endpoint with its new signing secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `webhookEndpoints/{id}` */
                        name: string;
                        /** @description Where events are POSTed; https unless private networks are allowed */
                        url: string;
                        /** @description The operator's note about the endpoint */
                        description: string;
                        /** @description The event types sent to it; empty: all of them */
                        enabledEventTypes: string[];
                        /** @enum {string} */
                        status: "WEBHOOK_ENDPOINT_STATUS_UNSPECIFIED" | "ENABLED" | "DISABLED";
                        /** @description Why it is DISABLED ("" while ENABLED or disabled by PATCH) */
                        disabledReason: string;
                        /**
                         * Format: date-time
                         * @description When the endpoint was created
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description When the endpoint last changed
                         */
                        updateTime: string;
                        /** @description The signing secret (`whsec_` + base64), in the first answer only (not in a requestId replay) */
                        secret?: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint id */
                webhookEndpoint: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An URL the organization receives its events at */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `webhookEndpoints/{id}` */
                        name: string;
                        /** @description Where events are POSTed; https unless private networks are allowed */
                        url: string;
                        /** @description The operator's note about the endpoint */
                        description: string;
                        /** @description The event types sent to it; empty: all of them */
                        enabledEventTypes: string[];
                        /** @enum {string} */
                        status: "WEBHOOK_ENDPOINT_STATUS_UNSPECIFIED" | "ENABLED" | "DISABLED";
                        /** @description Why it is DISABLED ("" while ENABLED or disabled by PATCH) */
                        disabledReason: string;
                        /**
                         * Format: date-time
                         * @description When the endpoint was created
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description When the endpoint last changed
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint id */
                webhookEndpoint: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The endpoint id */
                webhookEndpoint: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where events are POSTed */
                    url?: string;
                    /** @description The operator's note about the endpoint */
                    description?: string;
                    /** @description The event types to send; empty: all */
                    enabledEventTypes?: string[];
                    /** @enum {string} */
                    status?: "WEBHOOK_ENDPOINT_STATUS_UNSPECIFIED" | "ENABLED" | "DISABLED";
                };
            };
        };
        responses: {
            /** @description An URL the organization receives its events at */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `webhookEndpoints/{id}` */
                        name: string;
                        /** @description Where events are POSTed; https unless private networks are allowed */
                        url: string;
                        /** @description The operator's note about the endpoint */
                        description: string;
                        /** @description The event types sent to it; empty: all of them */
                        enabledEventTypes: string[];
                        /** @enum {string} */
                        status: "WEBHOOK_ENDPOINT_STATUS_UNSPECIFIED" | "ENABLED" | "DISABLED";
                        /** @description Why it is DISABLED ("" while ENABLED or disabled by PATCH) */
                        disabledReason: string;
                        /**
                         * Format: date-time
                         * @description When the endpoint was created
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description When the endpoint last changed
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The endpoint id */
                webhookEndpoint: string;
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
            /** @description An endpoint with its new signing secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `webhookEndpoints/{id}` */
                        name: string;
                        /** @description Where events are POSTed; https unless private networks are allowed */
                        url: string;
                        /** @description The operator's note about the endpoint */
                        description: string;
                        /** @description The event types sent to it; empty: all of them */
                        enabledEventTypes: string[];
                        /** @enum {string} */
                        status: "WEBHOOK_ENDPOINT_STATUS_UNSPECIFIED" | "ENABLED" | "DISABLED";
                        /** @description Why it is DISABLED ("" while ENABLED or disabled by PATCH) */
                        disabledReason: string;
                        /**
                         * Format: date-time
                         * @description When the endpoint was created
                         */
                        createTime: string;
                        /**
                         * Format: date-time
                         * @description When the endpoint last changed
                         */
                        updateTime: string;
                        /** @description The signing secret (`whsec_` + base64), in the first answer only (not in a requestId replay) */
                        secret?: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused. */
                pageSize?: number;
                pageToken?: string;
            };
            header?: never;
            path: {
                /** @description The endpoint id */
                webhookEndpoint: string;
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
                        deliveries: {
                            /** @description The event delivered (`events/{id}`) */
                            event: string;
                            /** @description The event's type */
                            eventType: string;
                            /** @enum {string} */
                            status: "DELIVERY_STATUS_UNSPECIFIED" | "PENDING" | "SUCCEEDED" | "FAILED";
                            /** @description Attempts made so far */
                            attempts: number;
                            /** @description The last answer's HTTP status; 0 when none came */
                            lastHttpStatus: number;
                            /** @description Why the last attempt failed; "" when it succeeded */
                            lastError: string;
                            /** @description The first 4 KiB of the last answer */
                            lastResponseBody: string;
                            /**
                             * Format: date-time
                             * @description When it is tried next; absent unless PENDING
                             */
                            nextAttemptTime?: string;
                            /**
                             * Format: date-time
                             * @description When the delivery was queued
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description When the delivery last changed
                             */
                            updateTime: string;
                        }[];
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    redeliverWebhookEvents: {
        parameters: {
            query?: {
                /** @description Makes the call idempotent for 24 hours (AIP-155) */
                requestId?: string;
            };
            header?: never;
            path: {
                /** @description The endpoint id */
                webhookEndpoint: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The events to send again, by name */
                    events?: string[];
                    /**
                     * Format: date-time
                     * @description Send again the events created at or after this time
                     */
                    startTime?: string;
                    /**
                     * Format: date-time
                     * @description ... and before this time
                     */
                    endTime?: string;
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
                        /** @description How many deliveries were queued again */
                        redeliveredCount: number;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                "application/json": {
                    /** @description `organizations/{organization}`, the API key’s own (another: NOT_FOUND) */
                    parent?: string;
                    event: {
                        /** @description `customers/{customer}` */
                        customer: string;
                        eventId: string;
                        eventType: string;
                        /** Format: date-time */
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
                        eventId: string;
                        /** @description `usageEvents/{eventId}` when stored (ACCEPTED or DUPLICATE), else empty */
                        usageEvent: string;
                        /** @enum {string} */
                        status: "INGESTION_STATUS_UNSPECIFIED" | "ACCEPTED" | "DUPLICATE" | "REJECTED";
                        /** @description Why a REJECTED event was refused (a google.rpc code name); UNAVAILABLE means retry the same event */
                        errorCode: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                "application/json": {
                    /** @description `organizations/{organization}`, the API key’s own (another: NOT_FOUND) */
                    parent?: string;
                    events: {
                        /** @description `customers/{customer}` */
                        customer: string;
                        eventId: string;
                        eventType: string;
                        /** Format: date-time */
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
                            eventId: string;
                            /** @description `usageEvents/{eventId}` when stored (ACCEPTED or DUPLICATE), else empty */
                            usageEvent: string;
                            /** @enum {string} */
                            status: "INGESTION_STATUS_UNSPECIFIED" | "ACCEPTED" | "DUPLICATE" | "REJECTED";
                            /** @description Why a REJECTED event was refused (a google.rpc code name); UNAVAILABLE means retry the same event */
                            errorCode: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
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
                        error: {
                            code: number;
                            status: string;
                            message: string;
                            details: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
    };
    webhook_invoice_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "invoice.created";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A DRAFT invoice was created for a billing period */
                    data: {
                        /** Invoice */
                        object: {
                            /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                            name: string;
                            /** @description The contract when exactly one applies, else "" */
                            contract: string;
                            /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                            number?: string;
                            /** Format: date-time */
                            periodStartTime: string;
                            /** Format: date-time */
                            periodEndTime: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime?: string;
                            /** Format: date-time */
                            finalizeTime?: string;
                            /**
                             * Format: date-time
                             * @description When the invoice became PAID; absent before
                             */
                            paidTime?: string;
                            /** Format: date-time */
                            voidTime?: string;
                            /** @description The reason given to `:void`; absent unless VOID, "" when none was given */
                            voidReason?: string;
                            /** @enum {string} */
                            status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            subtotal: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            tax: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            credit: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            total: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            lines: {
                                id: string;
                                description: string;
                                product: string;
                                rateId: string;
                                dimensions: {
                                    [key: string]: string;
                                };
                                quantity: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                subtotal: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                credit: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                total: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            }[];
                            /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                            failureReason?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_invoice_finalized: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "invoice.finalized";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description An invoice was finalized: numbered, its lines frozen */
                    data: {
                        /** Invoice */
                        object: {
                            /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                            name: string;
                            /** @description The contract when exactly one applies, else "" */
                            contract: string;
                            /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                            number?: string;
                            /** Format: date-time */
                            periodStartTime: string;
                            /** Format: date-time */
                            periodEndTime: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime?: string;
                            /** Format: date-time */
                            finalizeTime?: string;
                            /**
                             * Format: date-time
                             * @description When the invoice became PAID; absent before
                             */
                            paidTime?: string;
                            /** Format: date-time */
                            voidTime?: string;
                            /** @description The reason given to `:void`; absent unless VOID, "" when none was given */
                            voidReason?: string;
                            /** @enum {string} */
                            status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            subtotal: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            tax: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            credit: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            total: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            lines: {
                                id: string;
                                description: string;
                                product: string;
                                rateId: string;
                                dimensions: {
                                    [key: string]: string;
                                };
                                quantity: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                subtotal: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                credit: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                total: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            }[];
                            /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                            failureReason?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_invoice_paid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "invoice.paid";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description An invoice became PAID (a payment succeeded, or it owed nothing) */
                    data: {
                        /** Invoice */
                        object: {
                            /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                            name: string;
                            /** @description The contract when exactly one applies, else "" */
                            contract: string;
                            /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                            number?: string;
                            /** Format: date-time */
                            periodStartTime: string;
                            /** Format: date-time */
                            periodEndTime: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime?: string;
                            /** Format: date-time */
                            finalizeTime?: string;
                            /**
                             * Format: date-time
                             * @description When the invoice became PAID; absent before
                             */
                            paidTime?: string;
                            /** Format: date-time */
                            voidTime?: string;
                            /** @description The reason given to `:void`; absent unless VOID, "" when none was given */
                            voidReason?: string;
                            /** @enum {string} */
                            status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            subtotal: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            tax: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            credit: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            total: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            lines: {
                                id: string;
                                description: string;
                                product: string;
                                rateId: string;
                                dimensions: {
                                    [key: string]: string;
                                };
                                quantity: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                subtotal: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                credit: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                total: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            }[];
                            /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                            failureReason?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_invoice_voided: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "invoice.voided";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A FINALIZED invoice was voided; a new DRAFT replaces it */
                    data: {
                        /** Invoice */
                        object: {
                            /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                            name: string;
                            /** @description The contract when exactly one applies, else "" */
                            contract: string;
                            /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                            number?: string;
                            /** Format: date-time */
                            periodStartTime: string;
                            /** Format: date-time */
                            periodEndTime: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime?: string;
                            /** Format: date-time */
                            finalizeTime?: string;
                            /**
                             * Format: date-time
                             * @description When the invoice became PAID; absent before
                             */
                            paidTime?: string;
                            /** Format: date-time */
                            voidTime?: string;
                            /** @description The reason given to `:void`; absent unless VOID, "" when none was given */
                            voidReason?: string;
                            /** @enum {string} */
                            status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            subtotal: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            tax: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            credit: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            total: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            lines: {
                                id: string;
                                description: string;
                                product: string;
                                rateId: string;
                                dimensions: {
                                    [key: string]: string;
                                };
                                quantity: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                subtotal: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                credit: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                total: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            }[];
                            /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                            failureReason?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_invoice_deleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "invoice.deleted";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A DRAFT was removed: its contract no longer has that period */
                    data: {
                        /** Invoice */
                        object: {
                            /** @description `customers/{customer}/invoices/{invoice}`; "" for a preview */
                            name: string;
                            /** @description The contract when exactly one applies, else "" */
                            contract: string;
                            /** @description Gapless per organization, given at finalize; "" before (docs/invoices.md) */
                            number?: string;
                            /** Format: date-time */
                            periodStartTime: string;
                            /** Format: date-time */
                            periodEndTime: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime?: string;
                            /** Format: date-time */
                            finalizeTime?: string;
                            /**
                             * Format: date-time
                             * @description When the invoice became PAID; absent before
                             */
                            paidTime?: string;
                            /** Format: date-time */
                            voidTime?: string;
                            /** @description The reason given to `:void`; absent unless VOID, "" when none was given */
                            voidReason?: string;
                            /** @enum {string} */
                            status: "INVOICE_STATUS_UNSPECIFIED" | "DRAFT" | "FINALIZED" | "PAID" | "VOID";
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            subtotal: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            tax: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            credit: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            total: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            lines: {
                                id: string;
                                description: string;
                                product: string;
                                rateId: string;
                                dimensions: {
                                    [key: string]: string;
                                };
                                quantity: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                unitPrice: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                subtotal: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                credit: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                                /** @description An amount in a currency; `amount.value` is a decimal string. */
                                total: {
                                    amount: {
                                        /** @description A decimal string such as "12.5" */
                                        value: string;
                                    };
                                    currencyCode?: string;
                                };
                            }[];
                            /** @description Why the DRAFT's last computation failed; absent when it succeeded */
                            failureReason?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_credit_grant_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "credit_grant.created";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A credit grant was created */
                    data: {
                        /** CreditGrant */
                        object: {
                            /** @description `customers/{customer}/credits/{credit}` */
                            name: string;
                            reason: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            remaining?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            applicableProducts: string[];
                            applicableTags: string[];
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            priority: number;
                            /** @enum {string} */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            voidTime?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_credit_grant_applied: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "credit_grant.applied";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description Credit was applied to a finalized invoice */
                    data: {
                        /** CreditGrant */
                        object: {
                            /** @description `customers/{customer}/credits/{credit}` */
                            name: string;
                            reason: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            remaining?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            applicableProducts: string[];
                            applicableTags: string[];
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            priority: number;
                            /** @enum {string} */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            voidTime?: string;
                        };
                        /** @description The invoice the change concerns */
                        invoice: string;
                        /** @description What it applied */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_credit_grant_expired: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "credit_grant.expired";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A credit grant ended with credit left */
                    data: {
                        /** CreditGrant */
                        object: {
                            /** @description `customers/{customer}/credits/{credit}` */
                            name: string;
                            reason: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            remaining?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            applicableProducts: string[];
                            applicableTags: string[];
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            priority: number;
                            /** @enum {string} */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            voidTime?: string;
                        };
                        /** @description What was left and expired */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_credit_grant_voided: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "credit_grant.voided";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A credit grant was voided */
                    data: {
                        /** CreditGrant */
                        object: {
                            /** @description `customers/{customer}/credits/{credit}` */
                            name: string;
                            reason: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            remaining?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            applicableProducts: string[];
                            applicableTags: string[];
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            priority: number;
                            /** @enum {string} */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            voidTime?: string;
                        };
                        /** @description What was left and voided */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_commitment_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "commitment.created";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A commitment was created */
                    data: {
                        /** Commitment */
                        object: {
                            /** @description `customers/{customer}/commitments/{commitment}` */
                            name: string;
                            /** @description `customers/{customer}/contracts/{contract}` */
                            contract: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            committedAmount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            costBasis: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            remaining?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            applicableProducts: string[];
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            /** @enum {string} */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            voidTime?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_commitment_applied: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "commitment.applied";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A commitment was drawn down or trued up by a finalized invoice */
                    data: {
                        /** Commitment */
                        object: {
                            /** @description `customers/{customer}/commitments/{commitment}` */
                            name: string;
                            /** @description `customers/{customer}/contracts/{contract}` */
                            contract: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            committedAmount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            costBasis: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            remaining?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            applicableProducts: string[];
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            /** @enum {string} */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            voidTime?: string;
                        };
                        /** @description The invoice the change concerns */
                        invoice: string;
                        /** @enum {string} */
                        entryType: "COMMITMENT_ENTRY_TYPE_UNSPECIFIED" | "COMMITMENT_APPLIED" | "COMMITMENT_TRUE_UP";
                        /** @description What the entry took from the commitment */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_commitment_expired: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "commitment.expired";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A commitment ended with an amount left */
                    data: {
                        /** Commitment */
                        object: {
                            /** @description `customers/{customer}/commitments/{commitment}` */
                            name: string;
                            /** @description `customers/{customer}/contracts/{contract}` */
                            contract: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            committedAmount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            costBasis: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            remaining?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            applicableProducts: string[];
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            /** @enum {string} */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            voidTime?: string;
                        };
                        /** @description What was left and expired */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_commitment_voided: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "commitment.voided";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A commitment was voided */
                    data: {
                        /** Commitment */
                        object: {
                            /** @description `customers/{customer}/commitments/{commitment}` */
                            name: string;
                            /** @description `customers/{customer}/contracts/{contract}` */
                            contract: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            committedAmount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            costBasis: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            remaining?: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            applicableProducts: string[];
                            effectivePeriod: {
                                /** Format: date-time */
                                startTime: string;
                                /** Format: date-time */
                                endTime?: string;
                            };
                            /** @enum {string} */
                            status: "GRANT_STATUS_UNSPECIFIED" | "SCHEDULED" | "ACTIVE" | "EXPIRED" | "VOIDED";
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            voidTime?: string;
                        };
                        /** @description What was left and voided */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "payment.created";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A payment of an invoice was created */
                    data: {
                        /** Payment */
                        object: {
                            /** @description `customers/{customer}/payments/{payment}` */
                            name: string;
                            invoice: string;
                            /** @description The method of the latest attempt ("" before the first) */
                            paymentMethod: string;
                            /** @description The connection of the latest attempt */
                            providerConnection: string;
                            /** @description The latest attempt's */
                            idempotencyKey: string;
                            failureMessage: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            offSession: boolean;
                            recurring: boolean;
                            /** @enum {string} */
                            status: "PAYMENT_STATUS_UNSPECIFIED" | "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED";
                            /** @enum {string} */
                            failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                            /** Format: date-time */
                            nextRetryTime?: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                            /** Format: date-time */
                            succeedTime?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_succeeded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "payment.succeeded";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A payment succeeded */
                    data: {
                        /** Payment */
                        object: {
                            /** @description `customers/{customer}/payments/{payment}` */
                            name: string;
                            invoice: string;
                            /** @description The method of the latest attempt ("" before the first) */
                            paymentMethod: string;
                            /** @description The connection of the latest attempt */
                            providerConnection: string;
                            /** @description The latest attempt's */
                            idempotencyKey: string;
                            failureMessage: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            offSession: boolean;
                            recurring: boolean;
                            /** @enum {string} */
                            status: "PAYMENT_STATUS_UNSPECIFIED" | "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED";
                            /** @enum {string} */
                            failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                            /** Format: date-time */
                            nextRetryTime?: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                            /** Format: date-time */
                            succeedTime?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "payment.failed";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A payment failed for good (no retry left) */
                    data: {
                        /** Payment */
                        object: {
                            /** @description `customers/{customer}/payments/{payment}` */
                            name: string;
                            invoice: string;
                            /** @description The method of the latest attempt ("" before the first) */
                            paymentMethod: string;
                            /** @description The connection of the latest attempt */
                            providerConnection: string;
                            /** @description The latest attempt's */
                            idempotencyKey: string;
                            failureMessage: string;
                            /** @description An amount in a currency; `amount.value` is a decimal string. */
                            amount: {
                                amount: {
                                    /** @description A decimal string such as "12.5" */
                                    value: string;
                                };
                                currencyCode?: string;
                            };
                            offSession: boolean;
                            recurring: boolean;
                            /** @enum {string} */
                            status: "PAYMENT_STATUS_UNSPECIFIED" | "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED";
                            /** @enum {string} */
                            failureCategory?: "PAYMENT_FAILURE_CATEGORY_UNSPECIFIED" | "SOFT_DECLINE" | "HARD_DECLINE" | "PROVIDER_ERROR" | "AUTHENTICATION_REQUIRED" | "INVALID_REQUEST" | "NO_ROUTE";
                            /** Format: date-time */
                            nextRetryTime?: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                            /** Format: date-time */
                            succeedTime?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_discrepancy: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "payment.discrepancy";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description The sweep found a charge at the provider that our records do not account for */
                    data: {
                        /** @description What the sweep found (a charge without an attempt, a second charge) */
                        kind: string;
                        /** @description The invoice the change concerns */
                        invoice: string;
                        /** @description The connection the charge was made through */
                        providerConnection: string;
                        /** @description The provider's reference of the charge */
                        providerTransactionReference: string;
                        /** @description What the charge took */
                        amount: {
                            amount: {
                                /** @description A decimal string such as "12.5" */
                                value: string;
                            };
                            currencyCode?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_discrepancy_refunded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "payment.discrepancy_refunded";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A charge found by the sweep was refunded */
                    data: {
                        /** @description The invoice the change concerns */
                        invoice: string;
                        /** @description The provider's reference of the charge */
                        providerTransactionReference: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_domain_verified: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "domain.verified";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A custom hostname was verified */
                    data: {
                        /** OrganizationDomain */
                        object: {
                            name: string;
                            hostname: string;
                            status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                            type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                            verificationRecordName: string;
                            verificationRecordValue: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                            /** Format: date-time */
                            verifiedTime?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_domain_record_missing: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "domain.record_missing";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A verified hostname lost its DNS record (grace begins) */
                    data: {
                        /** OrganizationDomain */
                        object: {
                            name: string;
                            hostname: string;
                            status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                            type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                            verificationRecordName: string;
                            verificationRecordValue: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                            /** Format: date-time */
                            verifiedTime?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_domain_deactivated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "domain.deactivated";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A hostname missing its record past the grace was deactivated */
                    data: {
                        /** OrganizationDomain */
                        object: {
                            name: string;
                            hostname: string;
                            status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                            type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                            verificationRecordName: string;
                            verificationRecordValue: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                            /** Format: date-time */
                            verifiedTime?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_domain_deleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "domain.deleted";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description A custom hostname was deleted */
                    data: {
                        /** OrganizationDomain */
                        object: {
                            name: string;
                            hostname: string;
                            status: "ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED" | "PENDING_VERIFICATION" | "ACTIVE";
                            type: "ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED" | "DEFAULT" | "CUSTOM";
                            verificationRecordName: string;
                            verificationRecordValue: string;
                            /** Format: date-time */
                            createTime: string;
                            /** Format: date-time */
                            updateTime: string;
                            /** Format: date-time */
                            verifiedTime?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_webhook_endpoint_disabled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry, to de-duplicate by */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type
                     * @constant
                     */
                    type: "webhook_endpoint.disabled";
                    /**
                     * Format: date-time
                     * @description When the change committed
                     */
                    timestamp: string;
                    /** @description An endpoint whose deliveries all failed was disabled */
                    data: {
                        /**
                         * WebhookEndpoint
                         * @description An URL the organization receives its events at
                         */
                        object: {
                            /** @description `webhookEndpoints/{id}` */
                            name: string;
                            /** @description Where events are POSTed; https unless private networks are allowed */
                            url: string;
                            /** @description The operator's note about the endpoint */
                            description: string;
                            /** @description The event types sent to it; empty: all of them */
                            enabledEventTypes: string[];
                            /** @enum {string} */
                            status: "WEBHOOK_ENDPOINT_STATUS_UNSPECIFIED" | "ENABLED" | "DISABLED";
                            /** @description Why it is DISABLED ("" while ENABLED or disabled by PATCH) */
                            disabledReason: string;
                            /**
                             * Format: date-time
                             * @description When the endpoint was created
                             */
                            createTime: string;
                            /**
                             * Format: date-time
                             * @description When the endpoint last changed
                             */
                            updateTime: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s delivers the event; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
