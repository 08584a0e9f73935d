import { defineScreen } from '../screen-module';
import { load } from './load';
import { metadata } from './metadata';
import { View } from './view';

export const customerCareLoginScreen = defineScreen({ load, metadata: (route) => metadata(route), View });
export type { CareLoginData } from './load';
