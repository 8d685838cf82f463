// SDL 2's headers, for TouchstoneSDL (with the SDL trait only): Debian's libsdl2-dev
// installs them in /usr/include/SDL2 (see Package.swift).
#include <SDL2/SDL.h>
