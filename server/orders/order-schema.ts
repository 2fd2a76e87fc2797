import { z } from 'zod';
import { PET_LIMITS, UTM_NAMES, attributionProblem } from '../../core';
import { numberInput } from '../http/input';
import {
  count,
  countIn,
  couponList,
  inputObject,
  languageField,
  optionalDate,
  remarksText,
  requiredCount,
  text,
  tripKindField,
  typeField,
} from '../pricing/request-fields';

// Route and price fields the client copies from the quote. The server recomputes and stores its own;
// they are only checked for shape so nonsense is refused rather than silently dropped.
const ignoredNumber = z.union([z.number(), z.string().max(40)]).optional();

// Issue 28: a campaign value (promo, utm_*) or the partner code the page passed, held to core's limits
// and charset. The partner is stored as sent; the figures count it only when it is a partner's code.
const campaignText = text(200).superRefine((v, c) => {
  const problem = attributionProblem(v);
  if (problem) c.addIssue({ code: 'custom', message: problem });
});
const utmFields = Object.fromEntries(UTM_NAMES.map((n) => [n, campaignText])) as Record<
  (typeof UTM_NAMES)[number],
  typeof campaignText
>;

/**
 * The order payload of SPEC 3 (`POST /api/billoprice/neworder`). Unbooked legs send empty texts.
 * Additions: `idempotency_key` (also accepted as the `Idempotency-Key` header); `huisdieren` (pets,
 * charged per pet per trip) and `remarks` (plain text for the driver, stored in the `remarks` column);
 * `partner` and `utm_source` … `utm_content` (issue 28, docs/prefill-attribution.md).
 */
export const orderPayloadSchema = inputObject({
  heenterug: tripKindField,
  soortvervoer: typeField,
  taal: languageField,
  idbesteller: text(40),
  idaccount: text(40),
  po: text(40),
  coupons: couponList,
  promo: campaignText,
  pax: requiredCount('pax'),
  koffers: count('koffers'),
  rolstoelen: count('rolstoelen'),
  skis: count('skis'),
  kinderwagens: count('kinderwagens'),
  golfbags: count('golfbags'),
  fietskoffers: count('fietskoffers'),
  rollators: count('rollators'),
  huisdieren: countIn(PET_LIMITS.min, PET_LIMITS.max).default(PET_LIMITS.min),
  cargo: ignoredNumber,
  aantalks1: numberInput(z.number().refine((n) => n === 0, 'is always 0')).default(0),
  // Child seats per age band (SPEC 3); core's validateDraft also holds their total to the maximum.
  aantalks2: count('childSeatsSmall'),
  aantalks3: count('childSeatsMedium'),
  aantalks4: count('childSeatsLarge'),
  totaleprijs: numberInput(
    z.number({ error: 'a price in euros is required' }).min(0, 'at least 0').max(100_000, 'too large'),
  ),

  datumheen: optionalDate,
  uurvluchtheen: text(5),
  uurheen: text(5),
  vluchtnrheen: text(12),
  idluchthavenheen: text(8),
  vroegeropluchthaven: numberInput(z.number()).default(0),
  heenstraat: text(),
  heennr: text(20),
  heenpostnr: text(4),
  heenstad: text(100),
  heenland: text(100),
  afstandheen: ignoredNumber,
  reistijdheen: ignoredNumber,
  heenlatlonvan: text(60),
  heenlatlonnaar: text(60),

  datumterug: optionalDate,
  uurvluchtterug: text(5),
  uurterug: text(5),
  vluchtnrterug: text(12),
  idluchthaventerug: text(8),
  terugherkomst: text(100),
  terugstraat: text(),
  terugnr: text(20),
  terugpostnr: text(4),
  terugstad: text(100),
  terugland: text(100),
  afstandterug: ignoredNumber,
  reistijdterug: ignoredNumber,
  teruglatlonvan: text(60),
  teruglatlonnaar: text(60),

  voornaam: text(100),
  naam: text(100),
  telklant: text(30),
  emailklant: text(254),
  talic: text(40),
  uid: text(100),
  emailagent: text(254),
  naamagent: text(200),

  brutoprijsheen: ignoredNumber,
  nettoprijsheen: ignoredNumber,
  prijsklantheen: ignoredNumber,
  brutoprijsterug: ignoredNumber,
  nettoprijsterug: ignoredNumber,
  prijsklantterug: ignoredNumber,
  kortingcouponsheen: ignoredNumber,
  kortingcouponsterug: ignoredNumber,

  remarks: remarksText,

  portal: numberInput(z.number().refine((n) => n === 0 || n === 1, '0 or 1')).default(0),
  idempotency_key: text(100),
  // Addition (issue 28): the partner page's return URL; kept only when its origin is listed for the
  // booking's partner (server/orders/partner-return.ts), else ignored, so its shape is not refused.
  return_url: z.string().max(4000).optional(),
  // Issue 28: the partner code (PARTNER) and UTM values of the page the booking started on.
  partner: campaignText,
  ...utmFields,
});

/** A parsed order payload. */
export type OrderPayload = z.output<typeof orderPayloadSchema>;
