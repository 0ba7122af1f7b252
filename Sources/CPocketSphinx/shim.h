#ifndef SOUS_CPOCKETSPHINX_SHIM_H
#define SOUS_CPOCKETSPHINX_SHIM_H
#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/cmd_ln.h>
#include <sphinxbase/ckd_alloc.h>
#include <sphinxbase/fe.h>
#include <sphinxbase/feat.h>
#include <sphinxbase/cmn.h>
#include <sphinxbase/fsg_model.h>
#include <sphinxbase/jsgf.h>
#include <sphinxbase/logmath.h>
#include <malloc.h>

/* ckd_calloc_2d and cmd_ln_float32_r are macros; Swift cannot call them. */
static inline mfcc_t **sous_cepstra_alloc(size_t frames, size_t dimension) {
    return (mfcc_t **)ckd_calloc_2d(frames, dimension, sizeof(mfcc_t));
}

static inline void sous_cepstra_free(mfcc_t **cepstra) {
    ckd_free_2d((void *)cepstra);
}

static inline float sous_config_float(cmd_ln_t *config, const char *name) {
    return (float)cmd_ln_float_r(config, name);
}

/* A decoder configuration from argv-style pairs: cmd_ln_init is variadic. */
static inline cmd_ln_t *sous_config_parse(int argc, char **argv) {
    return cmd_ln_parse_r(NULL, ps_args(), argc, argv, TRUE);
}

/* A front end like the decoder's but ending speech after `postspeech`
   frames: the config's value is read once, at fe_init, so it is set for
   the call and put back. */
static inline fe_t *sous_fe_with_postspeech(cmd_ln_t *config, long postspeech) {
    long kept = cmd_ln_int_r(config, "-vad_postspeech");
    cmd_ln_set_int_r(config, "-vad_postspeech", postspeech);
    fe_t *fe = fe_init_auto_r(cmd_ln_retain(config));
    cmd_ln_set_int_r(config, "-vad_postspeech", kept);
    return fe;
}

/* Normalises frames in place as decoding a whole utterance does (the
   model's batch cepstral mean normalisation), with the decoder's own CMN. */
static inline void sous_normalize_as_decoding(ps_decoder_t *ps, mfcc_t **frames, int32 count) {
    feat_t *feat = ps_get_feat(ps);
    if (feat->cmn == CMN_BATCH && count > 0)
        cmn(feat->cmn_struct, frames, feat->varnorm, count);
}

/* Silences PocketSphinx's log (it would write model details to stderr). */
static inline void sous_sphinx_quiet(void) {
    err_set_logfp(NULL);
}
/* Freed searches leave thousands of small blocks' pages behind; glibc keeps
   them resident unless asked to give them back. */
static inline void sous_release_free_memory(void) {
    malloc_trim(0);
}

/* glibc raises its mmap threshold whenever a large block is freed, so later
   large blocks come from the heap and stay resident after free; a fixed
   threshold keeps handing them back. */
static inline void sous_return_large_blocks(void) {
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
}

#endif
