import { flightCases } from './bad-input-flights';
import { sweep } from './bad-input-run';

sweep('bad input: flight look-up and back-office late flights', flightCases);
