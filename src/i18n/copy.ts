/**
 * The copy files, translated once when the app starts: views import their
 * text from here, never the JSON. PHP twin: author_site_read_json() in inc/lib/files.php.
 */
import booksCopyJson from '../books/copy.json';
import contactCopyJson from '../contact/copy.json';
import rulesJson from '../contact/rules.json';
import subjectsJson from '../contact/subjects.json';
import eventsCopyJson from '../events/copy.json';
import datesJson from '../events/dates.json';
import layoutCopyJson from '../layout/copy.json';
import navigationJson from '../layout/navigation.json';
import newsletterCopyJson from '../newsletter/copy.json';
import pagesCopyJson from '../pages/copy.json';
import uiCopyJson from '../ui/copy.json';
import { translateCopy } from './translate';

export const booksCopy = translateCopy( booksCopyJson );
export const contactCopy = translateCopy( contactCopyJson );
export const contactRules = translateCopy( rulesJson );
export const contactSubjects = translateCopy( subjectsJson );
export const eventsCopy = translateCopy( eventsCopyJson );
export const eventDates = translateCopy( datesJson );
export const layoutCopy = translateCopy( layoutCopyJson );
export const navigationItems = translateCopy( navigationJson );
export const newsletterCopy = translateCopy( newsletterCopyJson );
export const pagesCopy = translateCopy( pagesCopyJson );
export const uiCopy = translateCopy( uiCopyJson );
