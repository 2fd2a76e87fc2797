import { pickupWishCases } from './bad-input-pickup-wish';
import { sweep } from './bad-input-run';

sweep('bad input: pickup-time wish', pickupWishCases);
