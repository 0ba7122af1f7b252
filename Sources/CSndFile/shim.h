#ifndef SOUS_CSNDFILE_SHIM_H
#define SOUS_CSNDFILE_SHIM_H
#include <sndfile.h>
#endif
