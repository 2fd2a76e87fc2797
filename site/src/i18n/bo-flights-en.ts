/** English texts of the back office's late flights; {@link BoFlightsMessages} demands the Dutch keys. */
import type { BoFlightsMessages } from './bo-flights-nl';

export const boFlightsEn: BoFlightsMessages = {
  'landing.label': 'Landing time {leg}',
  'landing.save': 'Save landing',
  'landing.saved': 'Landing at {landing} saved. Pickup at {pickup}.',
  'landing.moved': 'Pickup moved from {from} to {to}. The driver is told.',
  'landing.movedNoDriver': 'Pickup moved from {from} to {to}. No driver is assigned yet to be told.',
  'landing.note': 'Landing {landing} ({source})',
  'landing.source.provider': 'flight status',
  'landing.source.dispatcher': 'set by dispatch',
  'landing.landed': 'landed',
  'landing.movedNote': 'Pickup moved: {from} → {to}',
  'landing.failed': 'That did not work: {reason}',
  'waiting.title': 'The driver’s free waiting time',
  'waiting.hint':
    'By default {afterLandingMinutes} minutes after landing and {atHomeMinutes} minutes at a home pickup.',
  'waiting.afterLanding': 'After landing (minutes)',
  'waiting.atHome': 'At a home pickup (minutes)',
  'waiting.save': 'Save waiting times',
  'waiting.saved': 'Waiting times saved.',
  'waiting.loading': 'Loading waiting times…',
};
