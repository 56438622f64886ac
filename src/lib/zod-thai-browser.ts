// Imported for its effect where the browser checks a form with zod (the students' field errors, which the profile
// and grade forms use): their messages are the same Thai as the server's 400s. Only those screens download zod.
import { installThaiErrors } from './zod-thai-install';

installThaiErrors();
