#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt), linked in by -sanitize=fuzzer: runs the fuzzing loop over `callback`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
