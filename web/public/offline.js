// The offline page in the browser's language (the app's nine), and its Try again button: a file of its
// own, since the Content-Security-Policy allows no inline script.
var TEXTS = {
  en: ['You are offline', 'Your documents stay on the server, not on this device. Connect to the internet and try again.', 'Try again'],
  de: [
    'Sie sind offline',
    'Ihre Dokumente bleiben auf dem Server, nicht auf diesem Gerät. Verbinden Sie sich mit dem Internet und versuchen Sie es erneut.',
    'Erneut versuchen',
  ],
  fr: [
    'Vous êtes hors ligne',
    'Vos documents restent sur le serveur, pas sur cet appareil. Connectez-vous à Internet et réessayez.',
    'Réessayer',
  ],
  es: [
    'Está sin conexión',
    'Sus documentos se quedan en el servidor, no en este dispositivo. Conéctese a Internet y vuelva a intentarlo.',
    'Reintentar',
  ],
  it: ['Sei offline', 'I tuoi documenti restano sul server, non su questo dispositivo. Connettiti a Internet e riprova.', 'Riprova'],
  pl: [
    'Jesteś offline',
    'Twoje dokumenty pozostają na serwerze, nie na tym urządzeniu. Połącz się z internetem i spróbuj ponownie.',
    'Spróbuj ponownie',
  ],
  pt: [
    'Está offline',
    'Os seus documentos ficam no servidor, não neste dispositivo. Ligue-se à Internet e tente novamente.',
    'Tentar novamente',
  ],
  'pt-BR': [
    'Você está offline',
    'Seus documentos ficam no servidor, não neste dispositivo. Conecte-se à internet e tente novamente.',
    'Tentar novamente',
  ],
  ro: [
    'Sunteți offline',
    'Documentele rămân pe server, nu pe acest dispozitiv. Conectați-vă la internet și încercați din nou.',
    'Încercați din nou',
  ],
};
var language = navigator.language || 'en';
var texts = TEXTS[language] || TEXTS[language.split('-')[0]] || TEXTS.en;
document.documentElement.lang = TEXTS[language] ? language : TEXTS[language.split('-')[0]] ? language.split('-')[0] : 'en';
document.getElementById('title').textContent = texts[0];
document.getElementById('message').textContent = texts[1];
document.getElementById('retry').textContent = texts[2];
document.title = `${texts[0]} · Archive`;
document.getElementById('retry').addEventListener('click', () => {
  location.reload();
});
