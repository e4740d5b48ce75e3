import { CreateUsers1763840000000 } from './1763840000000-create-users';
import { CreateCatalogue1764000000000 } from './1764000000000-create-catalogue';
import { TokenVersion1764100000000 } from './1764100000000-token-version';
import { ProductNameSearch1764200000000 } from './1764200000000-product-name-search';
import { HealthProbe1764250000000 } from './1764250000000-health-probe';
import { SeedState1764260000000 } from './1764260000000-seed-state';
import { ImageAltTextPl1764300000000 } from './1764300000000-image-alt-text-pl';
import { PublicationsAndComments1764400000000 } from './1764400000000-publications-and-comments';
import { ProductNamesInBothLanguages1764500000000 } from './1764500000000-product-names-in-both-languages';
import { PublicationsInBothLanguages1764510000000 } from './1764510000000-publications-in-both-languages';
import { MailOutbox1770000000001 } from './1770000000001-mail-outbox';
import { PasswordResetTokens1770000000002 } from './1770000000002-password-reset-tokens';
import { Enquiries1770000000003 } from './1770000000003-enquiries';
import { Drafts1772000000001 } from './1772000000001-drafts';
import { AccountSelfService1773000000001 } from './1773000000001-account-self-service';
import { PublishAt1773000000300 } from './1773000000300-publish-at';
import { ImageAltTextEn1775000000200 } from './1775000000200-image-alt-text-en';
import { PublishAtIndex1775000000300 } from './1775000000300-publish-at-index';
import { ConfiguredAdmin1776000000100 } from './1776000000100-configured-admin';
import { Orders1777000000100 } from './1777000000100-orders';
import { ConfirmedAddresses1777000000200 } from './1777000000200-confirmed-addresses';
import { Insights1778000000100 } from './1778000000100-insights';

/** Every migration, oldest first; they run at start. */
export const migrations = [
  CreateUsers1763840000000,
  CreateCatalogue1764000000000,
  TokenVersion1764100000000,
  ProductNameSearch1764200000000,
  HealthProbe1764250000000,
  SeedState1764260000000,
  ImageAltTextPl1764300000000,
  PublicationsAndComments1764400000000,
  ProductNamesInBothLanguages1764500000000,
  PublicationsInBothLanguages1764510000000,
  MailOutbox1770000000001,
  PasswordResetTokens1770000000002,
  Enquiries1770000000003,
  Drafts1772000000001,
  AccountSelfService1773000000001,
  PublishAt1773000000300,
  ImageAltTextEn1775000000200,
  PublishAtIndex1775000000300,
  ConfiguredAdmin1776000000100,
  Orders1777000000100,
  ConfirmedAddresses1777000000200,
  Insights1778000000100,
];
