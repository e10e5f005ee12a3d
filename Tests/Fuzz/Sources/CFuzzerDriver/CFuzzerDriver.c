/* Header-only target: declares libFuzzer's LLVMFuzzerRunDriver for Swift. */
#include "CFuzzerDriver.h"
