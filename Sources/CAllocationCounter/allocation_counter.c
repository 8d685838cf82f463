// Counting wrappers around glibc's allocator. glibc documents replacing malloc by
// defining these symbols in the program; forwarding to its exported __libc_* entry points
// keeps every block a glibc block, so functions not wrapped here (malloc_usable_size,
// free of a block allocated before main) keep working unchanged.

#include <errno.h>
#include <stddef.h>
#include <stdint.h>

#include "allocation_counter.h"

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);
extern void __libc_free(void *pointer);

// Initial-exec TLS in the executable: a fixed offset from the thread pointer, usable
// from the first allocation on, and never allocating itself.
static __thread uint64_t allocations __attribute__((tls_model("initial-exec")));
static __thread uint64_t allocated_bytes __attribute__((tls_model("initial-exec")));

uint64_t touchstone_allocation_count(void) { return allocations; }

uint64_t touchstone_allocated_bytes(void) { return allocated_bytes; }

void *malloc(size_t size) {
    allocations++;
    allocated_bytes += size;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    allocated_bytes += count * size;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    allocated_bytes += size;
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    allocations++;
    allocated_bytes += size;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    allocated_bytes += size;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    allocations++;
    allocated_bytes += size;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    allocations++;
    allocated_bytes += size;
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    allocations++;
    allocated_bytes += size;
    return __libc_pvalloc(size);
}

void free(void *pointer) { __libc_free(pointer); }
