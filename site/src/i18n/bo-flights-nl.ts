/**
 * Dutch texts of the back office's late flights (issue 26): the landing time the dispatcher sets, the
 * moved pickup on the sheet and the driver's free waiting times. fr and en have exactly these keys.
 */
export const boFlightsNl = {
  'landing.label': 'Landingsuur {leg}',
  'landing.save': 'Landing opslaan',
  'landing.saved': 'Landing om {landing} opgeslagen. Ophaling om {pickup}.',
  'landing.moved': 'Ophaling verschoven van {from} naar {to}. De chauffeur krijgt bericht.',
  'landing.movedNoDriver':
    'Ophaling verschoven van {from} naar {to}. Er is nog geen chauffeur om te verwittigen.',
  'landing.note': 'Landing {landing} ({source})',
  'landing.source.provider': 'vluchtstatus',
  'landing.source.dispatcher': 'ingegeven door de planning',
  'landing.landed': 'geland',
  'landing.movedNote': 'Ophaling verschoven: {from} → {to}',
  'landing.failed': 'Dat lukte niet: {reason}',
  'waiting.title': 'Gratis wachttijd van de chauffeur',
  'waiting.hint':
    'Standaard {afterLandingMinutes} minuten na de landing en {atHomeMinutes} minuten bij een ophaling aan huis.',
  'waiting.afterLanding': 'Na de landing (minuten)',
  'waiting.atHome': 'Bij een ophaling aan huis (minuten)',
  'waiting.save': 'Wachttijden opslaan',
  'waiting.saved': 'Wachttijden opgeslagen.',
  'waiting.loading': 'Wachttijden laden…',
};

/** A key of these texts. */
export type BoFlightsKey = keyof typeof boFlightsNl;

/** A catalogue of these texts. */
export type BoFlightsMessages = Readonly<Record<BoFlightsKey, string>>;
