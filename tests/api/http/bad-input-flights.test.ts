import { flightCases } from './bad-input-flights';
import { sweep } from './bad-input-run';

sweep('bad input: back-office late flights', flightCases);
