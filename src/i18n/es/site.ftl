# El marco de cada página: la cabecera, los avisos bajo ella, el pie.
site-tagline = Turnpost — juegos de mesa por correspondencia.
nav-archive = Archivo
nav-my-games = Mis partidas
nav-my-games-waiting = Mis partidas: { $count ->
    [one] { $count } te espera
   *[other] { $count } te esperan
}
nav-lobby = Sala
nav-settings-title = Ajustes de la cuenta
nav-log-out = Cerrar sesión
nav-log-in = Iniciar sesión
nav-register = Registrarse
nav-mailbox = Buzón
banner-confirm = Confirma tu dirección de correo para empezar a jugar: sigue el enlace que te enviamos.
banner-send-again = Enviar el enlace de nuevo
banner-next-game = Te toca en { $title }: ir a la partida
language-choose = Idioma:
language-field = Idioma
language-browser = El idioma del navegador
language-save = Guardar
