#ifndef SOUS_CALSA_SHIM_H
#define SOUS_CALSA_SHIM_H
#include <alsa/asoundlib.h>

/* ALSA's error handler is variadic, which Swift cannot implement: a silent
   one lives here so a missing sound card yields one clear line from Sous
   instead of ALSA's own noise. */
static void sous_alsa_quiet_handler(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

static inline void sous_alsa_silence_errors(void) {
    snd_lib_error_set_handler(sous_alsa_quiet_handler);
}
#endif
