/** French texts of the server's SMS; the same keys and placeholders as sms-nl.ts, GSM-7 characters only. */
import type { SmsMessages } from './sms-nl';

const fr: SmsMessages = {
  'driverNotice.departure':
    "{today}Trajet {bonnr} le {date} à {time} : votre chauffeur {driver} ({mobile}) vient vous chercher à l'adresse {address}. Voiture : {car}, {plate}.",
  'driverNotice.return':
    '{today}Trajet {bonnr} le {date} dès {time} : votre chauffeur {driver} ({mobile}) vous attend. {meeting} Voiture : {car}, {plate}.',
  'driverNotice.today': "Aujourd'hui. ",
  'driverNotice.timeLater': 'heure à venir',
  driverMove:
    'Trajet {bonnr} : le vol {flight} atterrit à {landing} ({airport}). La prise en charge de {name} passe de {from} à {to}. Attente gratuite : {minutes} min.',
  'meetingPoint.default':
    'Hall des arrivées {airport} : votre chauffeur vous attend à la sortie des bagages avec un panneau à votre nom.',
};

export default fr;
