#ifndef SOUS_CALSA_SHIM_H
#define SOUS_CALSA_SHIM_H
#include <alsa/asoundlib.h>
#endif
