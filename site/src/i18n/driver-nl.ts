/**
 * Dutch texts of the driver's day (/driver, issue 26): a driver's own rides of today and tomorrow on a
 * phone, and the state they report of each. fr and en have exactly these keys (their type). Bulky items
 * and child seats are named by the back office's catalogue (bo-orders-*.ts), as on the dispatch sheet.
 */
export const driverNl = {
  'driver.loading': 'Uw ritten laden…',
  'driver.forbidden': 'Deze pagina is voor onze chauffeurs. Meld u aan met uw chauffeursaccount.',
  'driver.failed':
    'Uw ritten konden niet worden geladen. Controleer uw verbinding; we proberen het elke minuut opnieuw.',
  'driver.hello': 'Goedendag {name}',
  'driver.logout': 'Afmelden',
  'driver.refresh': 'Vernieuwen',
  'driver.updated': 'Bijgewerkt om {time}; vernieuwt zich elke minuut.',
  'driver.today': 'Vandaag, {date}',
  'driver.tomorrow': 'Morgen, {date}',
  'driver.none': 'Geen ritten voor u op deze dag.',
  'driver.leg.H': 'Naar de luchthaven',
  'driver.leg.T': 'Van de luchthaven',
  'driver.pickup': 'Ophalen om {time}',
  'driver.pickup.estimated': 'Ophalen rond {time} (geschat uit de vlucht)',
  'driver.pickup.none': 'Ophaaluur nog niet bekend',
  'driver.landing': 'landt om {time}',
  'driver.pickup.moved': 'Ophaling verschoven van {from} naar {to}: de vlucht landt op een ander uur.',
  'driver.bonnr': 'Boekingsnummer',
  'driver.address': 'Adres',
  'driver.maps': 'Route in kaarten',
  'driver.maps.label': 'Route naar {address} openen in een kaartenapp',
  'driver.flight': 'Vlucht',
  'driver.customer': 'Klant',
  'driver.call': 'Bel {name} op {phone}',
  'driver.pax': 'Passagiers',
  'driver.luggage': 'Koffers',
  'driver.seats': 'Kinderzitjes',
  'driver.extras': 'Huisdieren en extra bagage',
  'driver.remarks': 'Opmerkingen van de klant',
  'driver.vehicle': 'Voertuig',
  'driver.vehicle.none': 'Nog geen voertuig toegewezen',
  'driver.state': 'Stand',
  'driver.state.none': 'Nog niet vertrokken',
  'driver.state.on_the_way': 'Onderweg',
  'driver.state.on_board': 'Klant aan boord',
  'driver.state.done': 'Rit afgerond',
  'driver.state.no_show': 'Klant niet opgedaagd',
  'driver.action.on_the_way': 'Ik ben onderweg',
  'driver.action.on_board': 'Klant is aan boord',
  'driver.action.done': 'Rit afgerond',
  'driver.action.no_show': 'Klant niet opgedaagd',
  'driver.actions': 'Stand van rit {bonnr} melden',
  'driver.saving': 'Bezig met opslaan…',
  'driver.saved': 'Rit {bonnr}: {state}. Opgeslagen.',
  'driver.saveFailed': 'Rit {bonnr} niet opgeslagen: {reason}',
} as const;

/** A key of the driver's texts. */
export type DriverKey = keyof typeof driverNl;

/** A catalogue of the driver's texts. */
export type DriverMessages = Readonly<Record<DriverKey, string>>;
