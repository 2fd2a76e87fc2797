import { fleetCases } from './bad-input-fleet';
import { sweep } from './bad-input-run';

sweep('bad input: back-office drivers and vehicles', fleetCases);
