// Imported for its effect where the browser checks a form with zod (the profile and grade forms): their messages
// are the same Thai as the server's 400s, or their English twins on a page shown in English. Only those screens
// download zod.
import { pageIssueMessage } from './zod-thai';
import { installThaiErrors } from './zod-thai-install';

installThaiErrors(pageIssueMessage);
