#ifndef TOUCHSTONE_ALLOCATION_COUNTER_H
#define TOUCHSTONE_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, and the aligned variants)
/// made so far by the calling thread.
///
/// Linking this target into an executable replaces the C library's allocation functions
/// with thin wrappers that count on the calling thread and forward to glibc's own
/// implementations, so every allocation of the process, Swift's included, is counted.
/// The count is per thread so that work on other threads (a parallel test runner) does
/// not leak into a measurement. Only for the test suite and `touchstone bench`; the
/// libraries never link it.
uint64_t touchstone_allocation_count(void);

/// The bytes asked for by those allocations so far, on the calling thread: a measure of
/// the work of copying, which a count of allocations does not see (a copy of a whole
/// table is one allocation, of its whole size).
uint64_t touchstone_allocated_bytes(void);

#endif
