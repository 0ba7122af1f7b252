#ifndef SOUS_CSAMPLERATE_SHIM_H
#define SOUS_CSAMPLERATE_SHIM_H
#include <samplerate.h>
#endif
