import { alertRoutes } from './alerts.ts';
import { commitmentRoutes } from './commitments.ts';
import { contractRoutes } from './contracts.ts';
import { creditRoutes } from './credits.ts';
import { customerRoutes } from './customers.ts';
import { domainRoutes } from './domains.ts';
import { invoiceRoutes } from './invoices.ts';
import { meterRoutes } from './meters.ts';
import { organizationRoutes } from './organization.ts';
import { paymentsRoutes } from './payments.ts';
import { previewRoutes } from './previews.ts';
import { productRoutes } from './products.ts';
import { rateCardRoutes } from './rate-cards.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { taxRateRoutes } from './tax-rates.ts';
import { usageRoutes } from './usage.ts';
import { usageEventRoutes } from './usage-events.ts';
import { webhookRoutes } from './webhooks.ts';

export const routes = [
  ...organizationRoutes,
  ...domainRoutes,
  ...customerRoutes,
  ...meterRoutes,
  ...productRoutes,
  ...rateCardRoutes,
  ...usageEventRoutes,
  ...contractRoutes,
  ...subscriptionRoutes,
  ...usageRoutes,
  ...previewRoutes,
  ...invoiceRoutes,
  ...creditRoutes,
  ...commitmentRoutes,
  ...paymentsRoutes,
  ...taxRateRoutes,
  ...webhookRoutes,
  ...alertRoutes,
];
