import { eventCases } from './bad-input-events';
import { sweep } from './bad-input-run';

sweep('bad input: events calls and My-Events', eventCases);
