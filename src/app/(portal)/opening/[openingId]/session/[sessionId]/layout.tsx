import { OpeningSessionLayout } from '@/components/session/opening-session-layout';

export default OpeningSessionLayout;
