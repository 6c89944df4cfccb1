import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  siteCustomFields,
  type SiteCustomFields,
} from '@site/src/data/siteCustomFields';

/** The site's typed `customFields` (see src/data/siteCustomFields.ts). */
export function useSiteCustomFields(): SiteCustomFields {
  return siteCustomFields(useDocusaurusContext().siteConfig);
}
